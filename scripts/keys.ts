// `npm run keys -- create --name NAME --scope read|write|admin | list | revoke NAME` (INTERFACE.md §8):
// API keys on the database DATABASE_URL names, also while the server runs. `create` prints the key
// as its last line, once; nothing prints it again.
import { parseArgs } from 'node:util';
import { renderTable } from './table.js';
import { openApiKeys } from '../src/storage/index.js';
import type { ApiKeyListing } from '../src/storage/index.js';

const USAGE = 'usage: npm run keys -- create --name NAME --scope read|write|admin | list | revoke NAME';

function table(keys: readonly ApiKeyListing[]): string {
  if (keys.length === 0) return 'No keys yet; npm run keys -- create --name NAME --scope read|write|admin makes one.\n';
  const rows = [
    ['name', 'scope', 'prefix', 'created', 'last used', 'revoked'],
    ...keys.map((key) => [key.name, key.scope, `${key.prefix}…`, key.created_at, key.last_used_at ?? '-', key.revoked_at ?? '-']),
  ];
  return renderTable(rows);
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { name: { type: 'string' }, scope: { type: 'string' } },
  });
  const [command, ...rest] = positionals;
  if (command !== 'create' && command !== 'list' && command !== 'revoke') throw new Error(USAGE);
  const keys = await openApiKeys(process.env.DATABASE_URL ?? 'data/fieldlog.db');
  try {
    if (command === 'create') {
      if (values.name === undefined || values.scope === undefined || rest.length > 0) throw new Error(USAGE);
      const secret = await keys.create(values.name, values.scope);
      process.stdout.write(
        `Key "${values.name}" (${values.scope}) created. Send it as Authorization: Bearer <key>. It is shown this once; store it now:\n${secret}\n`,
      );
    } else if (command === 'list') {
      if (rest.length > 0 || values.name !== undefined || values.scope !== undefined) throw new Error(USAGE);
      process.stdout.write(table(await keys.list()));
    } else {
      if (rest.length !== 1) throw new Error(USAGE);
      await keys.revoke(rest[0]!);
      process.stdout.write(`Key "${rest[0]}" revoked.\n`);
    }
  } finally {
    await keys.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
