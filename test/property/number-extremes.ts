// The extremes of the number types (issue 14) and the requests that carry them, for
// parameter-extremes.property.test.ts: one value written as the text each body format sends.
import { toXml } from '../fixtures/resources.js';
import type { RequestOptions } from '../support/server.js';

/**
 * Each is valid JSON number text (RFC 8259 §6), so it can travel as a JSON number token as well as
 * text. Around ±2^53, past the double range, at its bottom (subnormal, underflow), signed zero, and
 * strings of digits longer than any parser's fast path.
 */
export const EXTREMES: readonly string[] = [
  '9007199254740991',
  '-9007199254740991',
  '9007199254740992',
  '-9007199254740992',
  '9007199254740993',
  '1.7976931348623157e308',
  '-1.7976931348623157e308',
  '1.8e308',
  '-1.8e308',
  '5e-324',
  '-5e-324',
  '1e-400',
  '-1e-400',
  '-0',
  '0',
  '1e21',
  '2.5',
  `1${'0'.repeat(400)}`, // 1e400, as digits
  `0.${'0'.repeat(400)}1`, // 1e-401, as digits
  `${'9'.repeat(15)}.${'9'.repeat(80)}`, // just under 1e15, more digits than a double keeps
  `3.${'14159265358979323846'.repeat(10)}`,
];

/** How a body carries its parameters: JSON numbers, JSON strings, a form, XML. */
export type Carrier = 'json' | 'json-text' | 'form' | 'xml';
export const CARRIERS: readonly Carrier[] = ['json', 'json-text', 'form', 'xml'];

/** A value as written: `number` text is sent as a JSON number token where the carrier allows. */
export type Written = { text: string; number: boolean };

export function numberText(text: string): Written {
  return { text, number: true };
}

export function plain(value: string | number): Written {
  return typeof value === 'number' ? { text: String(value), number: true } : { text: value, number: false };
}

/** The body of one request in one carrier, as `request()` options. */
export function bodyOf(carrier: Carrier, parameters: Readonly<Record<string, Written>>): RequestOptions {
  const entries = Object.entries(parameters);
  if (carrier === 'json' || carrier === 'json-text') {
    // Written by hand: JSON.stringify cannot write 1.8e308, -0 or 400 digits as number tokens.
    const members = entries.map(
      ([name, value]) => `${JSON.stringify(name)}:${value.number && carrier === 'json' ? value.text : JSON.stringify(value.text)}`,
    );
    return { body: `{${members.join(',')}}`, headers: { 'content-type': 'application/json' } };
  }
  if (carrier === 'form') return { form: entries.map(([name, value]) => [name, value.text]) };
  return { xml: toXml('parameters', Object.fromEntries(entries.map(([name, value]) => [name, value.text]))) };
}

/** One item of a batch as JSON text (the same token rules as bodyOf's `json`). */
export function itemText(parameters: Readonly<Record<string, Written>>): string {
  return `{${Object.entries(parameters)
    .map(([name, value]) => `${JSON.stringify(name)}:${value.number ? value.text : JSON.stringify(value.text)}`)
    .join(',')}}`;
}
