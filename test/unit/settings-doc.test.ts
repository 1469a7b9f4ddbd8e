// Every setting the server reads from the environment has its row in docs/operations.md's table, so
// that an operator can learn each one there (issue 21: the operator's guide). The names are read from
// the sources as the server reads them: read*(env, 'NAME', …) and env.NAME, in src/. libpq's own PG*
// variables are passed through to pg_dump and are PostgreSQL's to document.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(folder, entry.name)) : entry.name.endsWith('.ts') ? [join(folder, entry.name)] : [],
  );
}

function settingsRead(): Set<string> {
  const names = new Set<string>();
  for (const file of sources('src')) {
    const text = readFileSync(file, 'utf8');
    for (const [, name] of text.matchAll(/read[A-Za-z]*\(\s*env,\s*'([A-Z][A-Z0-9_]+)'/g)) names.add(name!);
    for (const [, name] of text.matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)) if (!name!.startsWith('PG')) names.add(name!);
  }
  return names;
}

test('every setting read from the environment has a row in the settings table of docs/operations.md', () => {
  const guide = readFileSync('docs/operations.md', 'utf8');
  const read = settingsRead();
  // The sources are read as expected: a few settings every version has.
  for (const known of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'RATE_LIMIT']) assert.ok(read.has(known), `${known} not found in src/`);
  const missing = [...read].filter((name) => !guide.includes(`| \`${name}\` |`)).sort();
  assert.deepEqual(missing, [], `settings without a row in docs/operations.md: ${missing.join(', ')}`);
});
