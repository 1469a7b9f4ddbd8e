// Fieldlog's log as a test reads it (issue 21): one JSON object a line, each with `time` (ISO 8601)
// and `level` (its name). Parsing fails loudly, naming the line, so a plain-text line anywhere in the
// output fails the test that reads it.
import assert from 'node:assert/strict';

export interface LogLine {
  level: string;
  time: string;
  msg?: string;
  [field: string]: unknown;
}

/** The start line (src/server.ts, src/workers.ts); its `url` field is the service's URL. */
export const LISTENING_LINE = /^\{.*"url":"(http:\/\/[^"]+)".*"msg":"Fieldlog listening on .*$/m;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const LEVELS = ['debug', 'info', 'warn', 'error', 'fatal'];

/** Every line of `text` (a process's stdout, or a sink's lines joined), parsed and checked. */
export function parseLogLines(text: string | readonly string[]): LogLine[] {
  const joined = typeof text === 'string' ? text : text.join('');
  return joined
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      let parsed: LogLine;
      try {
        parsed = JSON.parse(line) as LogLine;
      } catch {
        assert.fail(`A log line is not JSON: ${line}`);
      }
      assert.match(String(parsed.time), ISO_TIME, `time of ${line}`);
      assert.ok(LEVELS.includes(parsed.level), `level of ${line}`);
      return parsed;
    });
}
