// Strings in JSON text, found without parsing it (src/http/input/json-body.ts, src/http/batch/batch-body.ts).

/**
 * The index of the quote that closes the string opening at `open` (or `end` when none does). The
 * quotes are found by indexOf, which runs at memory speed through a long string where a loop of
 * charCodeAt costs some 2 ns a character; a quote is escaped when an odd run of backslashes ends
 * right before it.
 */
export function closingQuote(text: string, open: number, end: number): number {
  for (let quote = text.indexOf('"', open + 1); quote !== -1 && quote < end; quote = text.indexOf('"', quote + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === 0x5c) backslashes++;
    if (backslashes % 2 === 0) return quote;
  }
  return end;
}
