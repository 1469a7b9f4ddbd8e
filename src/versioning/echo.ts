// How much of what a client sent any answer repeats (issue 14): enough to recognise the value, never
// the whole of a megabyte-long name or value, which would make the answer as large as the request.

export const ECHO_LIMIT = 256;

/** `text` as an answer may repeat it: whole up to ECHO_LIMIT characters, else its start and its length. */
export function echoText(text: string): string {
  return text.length <= ECHO_LIMIT ? text : `${text.slice(0, ECHO_LIMIT)}… (${text.length} characters)`;
}

/** A received value as an answer may repeat it: strings bounded by echoText, other values as they are. */
export function echoValue(value: unknown): unknown {
  return typeof value === 'string' ? echoText(value) : value;
}
