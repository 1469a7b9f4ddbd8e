// `npm run users -- add NAME --role viewer|editor|admin | list | remove NAME` (INTERFACE.md §8): people on
// the database DATABASE_URL names, also while the server runs. `add` reads the password from standard
// input, never from the command line, where `ps` and the shell's history would show it.
import { parseArgs } from 'node:util';
import { renderTable } from './table.js';
import { checkNewUser, openUsers } from '../src/storage/index.js';
import type { UserListing } from '../src/storage/index.js';

const USAGE = 'usage: npm run users -- add NAME --role viewer|editor|admin (password on standard input) | list | remove NAME';

function table(users: readonly UserListing[]): string {
  if (users.length === 0) {
    return 'No users yet; npm run users -- add NAME --role viewer|editor|admin adds one (password on standard input).\n';
  }
  const rows = [
    ['name', 'role', 'created', 'sessions'],
    ...users.map((user) => [user.name, user.role, user.created_at, String(user.sessions)]),
  ];
  return renderTable(rows);
}

/** All of standard input, less one line ending: `echo secret | npm run users -- add …` gives "secret". */
async function readPiped(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin.setEncoding('utf8')) text += chunk;
  return text.replace(/\r?\n$/, '');
}

/** At a terminal: asks, and reads one line without echoing it. */
function prompt(): Promise<string> {
  const input = process.stdin;
  process.stderr.write('Password (at least 12 characters; not shown): ');
  input.setRawMode(true);
  input.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let password = '';
    const done = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stderr.write('\n');
      if (error === undefined) resolve(password);
      else reject(error);
    };
    const onData = (typed: string) => {
      for (const char of typed) {
        if (char === '\r' || char === '\n' || char === '\u0004') return done();
        if (char === '\u0003') return done(new Error('Cancelled; no user added.'));
        if (char === '\u007f' || char === '\b') password = [...password].slice(0, -1).join('');
        else password += char;
      }
    };
    input.on('data', onData);
  });
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { role: { type: 'string' } } });
  const [command, ...rest] = positionals;
  if (command !== 'add' && command !== 'list' && command !== 'remove') throw new Error(USAGE);
  const names = { add: 1, list: 0, remove: 1 }[command];
  if (rest.length !== names || (values.role !== undefined) !== (command === 'add')) throw new Error(USAGE);
  let password = '';
  if (command === 'add') {
    // The name and role first, so that nobody types a password only to hear the name was wrong.
    checkNewUser(rest[0]!, values.role!);
    password = process.stdin.isTTY ? await prompt() : await readPiped();
  }
  const users = await openUsers(process.env.DATABASE_URL ?? 'data/fieldlog.db');
  try {
    if (command === 'add') {
      await users.add(rest[0]!, values.role!, password);
      process.stdout.write(`User "${rest[0]}" (${values.role}) added; they sign in at /session/new.\n`);
    } else if (command === 'list') {
      process.stdout.write(table(await users.list()));
    } else {
      const ended = await users.remove(rest[0]!);
      process.stdout.write(`User "${rest[0]}" removed; ${ended} ${ended === 1 ? 'session' : 'sessions'} ended.\n`);
    }
  } finally {
    await users.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
