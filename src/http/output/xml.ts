// JSON-shaped values as XML, element for element: an object member becomes a child element of the
// same name, an array item an <i> element (as RFC 9457 Appendix B does for problem details), null an
// empty element with nil="true". Written here rather than with xml-js, whose writer leaves "<" and "&"
// unescaped in attributes and passes "&amp;" through as if already escaped.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
// XML 1.0 §2.2: these code points cannot appear in a document at all, even escaped.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the controls are what needs the work
const NEEDS_WORK = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;

const XML_NAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

export function escapeXml(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  return text.replace(NOT_XML_CHAR, '\uFFFD').replace(/[&<>"]/g, (c) => ESCAPES[c]!);
}

/** A whole document whose root element is `root`, optionally with attributes such as xmlns. */
export function renderXml(root: string, value: unknown, attributes: Record<string, string> = {}): string {
  const attrs = Object.entries(attributes)
    .map(([name, v]) => ` ${name}="${escapeXml(v)}"`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${element(root, value, attrs)}\n`;
}

function element(name: string, value: unknown, attrs = ''): string {
  if (value === null || value === undefined) return `<${name}${attrs} nil="true"/>`;
  if (Array.isArray(value)) return `<${name}${attrs}>${value.map((item) => element('i', item)).join('')}</${name}>`;
  if (typeof value === 'object') {
    let inner = '';
    for (const [key, member] of Object.entries(value)) {
      if (member === undefined) continue;
      // Our own keys are XML names; anything else is carried in an attribute so the document stays well-formed.
      inner += XML_NAME.test(key) ? element(key, member) : element('member', member, ` name="${escapeXml(key)}"`);
    }
    return `<${name}${attrs}>${inner}</${name}>`;
  }
  return `<${name}${attrs}>${escapeXml(String(value))}</${name}>`;
}
