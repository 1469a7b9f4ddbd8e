// Request bodies for the fuzz test: the same generated parameters written as JSON, form encoding or
// XML, each sometimes bent into a known attack on its parser (deep nesting, huge numbers, prototype
// keys, DTDs, truncation, stray escapes).
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';

/** One parameter as sent: a name and its text (numbers are written as text and encoded per format). */
export type Parameter = [name: string, value: string];

const pick = <T>(...values: T[]): Arbitrary<T> => fc.constantFrom(...values);
/** Mostly the body as built; now and then one of `attacks` applied to it. */
const bent = (plain: Arbitrary<string>, attacks: Arbitrary<(text: string) => string>): Arbitrary<string> =>
  fc
    .tuple(plain, fc.oneof({ weight: 2, arbitrary: fc.constant((text: string) => text) }, { weight: 1, arbitrary: attacks }))
    .map(([text, attack]) => attack(text));
const truncate = fc.double({ min: 0, max: 1, noNaN: true }).map((at) => (text: string) => text.slice(0, Math.floor(text.length * at)));

// RFC 8259 §6: a value that fits this is a JSON number token, so it may go unquoted.
export const JSON_NUMBER = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$/;
const JSON_TOKENS = [
  '1e400',
  '-1e400',
  '1E-400',
  '-0',
  '123456789012345678901234567890',
  'true',
  'false',
  'null',
  '[1]',
  '{"a":1}',
  'NaN',
  'Infinity',
  '0x10',
  '01',
  '.5',
  '"\\u0000"',
  '"\\ud800"',
  '"\\uZZZZ"',
  '"a\u0001"',
];

function jsonMember([name, value]: Parameter): Arbitrary<string> {
  const key = JSON.stringify(name);
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(`${key}:${JSON_NUMBER.test(value) ? value : JSON.stringify(value)}`) },
    { weight: 2, arbitrary: fc.constant(`${key}:${JSON.stringify(value)}`) },
    { weight: 1, arbitrary: pick(...JSON_TOKENS).map((token) => `${key}:${token}`) },
  );
}

const nestJson = fc.tuple(fc.oneof(fc.integer({ min: 2, max: 40 }), fc.constant(100_000)), fc.boolean()).map(
  ([depth, arrays]) =>
    (text: string) =>
      arrays ? `${'['.repeat(depth)}${text}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}${text}${'}'.repeat(depth)}`,
);
const JSON_ATTACKS = fc.oneof(
  truncate,
  nestJson,
  pick(
    (t: string) => `${t}garbage`,
    (t: string) => `[${t}]`,
    (t: string) => `\uFEFF${t}`,
    (t: string) => ` \n\t${t}\n`,
    (t: string) => t.replace('{', '{"__proto__":{"polluted":1},'),
    (t: string) => t.replace('{', '{"constructor":{"prototype":{"x":1}},'),
    (t: string) => t.replace('{', '{"__proto__":"x",'),
    (t: string) => t.replace(/,/g, ',,'),
    (t: string) => t.replace(/"/g, "'"),
    () => 'null',
    () => '"text"',
    () => '42',
    () => '{}',
    () => '',
  ),
);

export function jsonBody(parameters: Arbitrary<Parameter[]>): Arbitrary<string> {
  const plain = parameters.chain((list) =>
    list.length === 0 ? fc.constant('{}') : fc.tuple(...list.map(jsonMember)).map((members) => `{${members.join(',')}}`),
  );
  return bent(plain, JSON_ATTACKS);
}

const FORM_ATTACKS = fc.oneof(
  truncate,
  pick(
    (t: string) => `${t}&&&=&=x`,
    (t: string) => `${t}&a[b]=1`,
    (t: string) => `${t}&longitude[]=1&longitude[]=2`,
    (t: string) => `${t}&%`,
    (t: string) => `${t}&%ZZ=1`,
    (t: string) => t.replace(/&/g, ';'),
    (t: string) => `${t}&__proto__[polluted]=1`,
    (t: string) => `${t}&${Array.from({ length: 70 }, (_, i) => `p${i}=1`).join('&')}`,
    (t: string) => t.replace(/%20/g, '+'),
  ),
);

export function formBody(parameters: Arbitrary<Parameter[]>): Arbitrary<string> {
  const plain = fc
    .tuple(parameters, fc.boolean())
    .map(([list, raw]) =>
      list.map(([n, v]) => (raw && !/[&=#]/.test(n + v) ? `${n}=${v}` : `${encodeURIComponent(n)}=${encodeURIComponent(v)}`)).join('&'),
    );
  return bent(plain, FORM_ATTACKS);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const LAUGHS =
  '<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">]>';
const XXE = '<!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>';

function xmlChild([name, value]: Parameter): Arbitrary<string> {
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant(`<${name}>${escapeXml(value)}</${name}>`) },
    { weight: 1, arbitrary: fc.constant(`<${name}><![CDATA[${value}]]></${name}>`) },
    {
      weight: 1,
      arbitrary: pick('&lol2;', '&xxe;', '&#x41;', '&#0;', '&amp;', '<b>1</b>', '<', '&', ']]>').map(
        (inner) => `<${name}>${inner}</${name}>`,
      ),
    },
  );
}

const nestXml = fc
  .oneof(fc.integer({ min: 2, max: 200 }), fc.constant(5_000))
  .map((depth) => (text: string) => text.replace(/(<[a-z_]+>)/i, `$1${'<a>'.repeat(depth)}1${'</a>'.repeat(depth)}`));
const XML_ATTACKS = fc.oneof(
  truncate,
  nestXml,
  pick(
    (t: string) => `${LAUGHS}${t.replace(/<altitude>[^<]*/, '<altitude>&lol2;')}`,
    (t: string) => `${XXE}${t}`,
    (t: string) => `<!doctype x>${t}`,
    (t: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${t}`,
    (t: string) => `<?xml version="1.0" encoding="ISO-8859-1"?>${t}`,
    (t: string) => `${t}${t}`,
    (t: string) => t.replace('>', '>text in the root'),
    (t: string) => t.replace('>', '><!-- a comment -->'),
    (t: string) => t.replace('>', '><?pi data?>'),
    (t: string) => t.replace(/^<([a-z]+)>/, '<$1 a="1" a="2">'),
    (t: string) => t.replace(/^<([a-z]+)>/, '<f:$1 xmlns:f="urn:x">'),
    (t: string) => t.replace(/<\/([a-z_]+)>$/i, '</wrong>'),
    () => '',
    () => '<',
    () => '<location/>',
    () => 'not xml',
  ),
);

export function xmlBody(parameters: Arbitrary<Parameter[]>, root: string): Arbitrary<string> {
  const plain = parameters.chain((list) =>
    list.length === 0
      ? fc.constant(`<${root}/>`)
      : fc.tuple(...list.map(xmlChild)).map((children) => `<${root}>${children.join('')}</${root}>`),
  );
  return bent(plain, XML_ATTACKS);
}
