import { PROBLEMS, PROBLEM_TYPES, problemUri } from './problems.js';

/** docs/errors.md, generated from the catalogue so the two cannot drift. */
export function renderErrorsDoc(): string {
  const lines = [
    '# Errors',
    '',
    '<!-- Generated from src/contract/problems.ts by `npm run docs`; do not edit by hand. -->',
    '',
    'Every error is an RFC 9457 problem detail: `application/problem+json`, `application/problem+xml`',
    '(root `<problem xmlns="urn:ietf:rfc:7807">`, array items as `<i>`), or an HTML page for browsers.',
    'Members: `type` (a URI under `/problems/` that explains the problem), `title`, `status`, `detail`',
    '(specific to this request), `instance` (the request path), `request_id` (also in the `X-Request-Id`',
    'header), and extension members named below. Invalid parameters are listed all at once in `errors`,',
    'each with `parameter`, `code`, `message`, `expected` and `received`.',
    '',
    '| type | status | title | what to do | extension members |',
    '|---|---|---|---|---|',
    ...PROBLEM_TYPES.map((type) => {
      const { status, title, fix, members } = PROBLEMS[type];
      const extras = members.map((m) => `\`${m}\``).join(', ');
      return `| [\`${type}\`](${problemUri(type)}) | ${status} | ${title} | ${fix.replace(/\|/g, '\\|')} | ${extras} |`;
    }),
    '',
  ];
  return lines.join('\n');
}
