// The production entry (`npm run start:prod`: node dist/main.js; `npm start` under tsx). It starts
// SQLite's writer thread first, then loads the server: the thread's 50-70 ms of start-up (an isolate,
// its modules, better-sqlite3) then pass on the other core while this thread loads and evaluates the
// bundle, instead of after the migrations, where the first answer waited for them (issue 22). The
// thread waits to open the file until the server has migrated it (writer-prestart.ts).
import cluster from 'node:cluster';
import { DEFAULT_DATABASE_URL, isPostgresUrl, readSqliteLocation } from './storage/database-location.js';
import { prestartWriter } from './storage/sqlite/writer/writer-prestart.js';

/** The SQLite file this process will write, if it opens one; undefined for PostgreSQL, :memory:, or a cluster's primary. */
function sqliteFileToWrite(env: NodeJS.ProcessEnv): string | undefined {
  // With WORKERS above 1 the primary only forks; each worker runs this entry and opens the store.
  const workers = env.WORKERS ?? '';
  if (cluster.isPrimary && workers !== '' && workers !== '1') return undefined;
  const url = env.DATABASE_URL === undefined || env.DATABASE_URL === '' ? DEFAULT_DATABASE_URL : env.DATABASE_URL;
  if (isPostgresUrl(url)) return undefined;
  try {
    const location = readSqliteLocation(url);
    return location === ':memory:' ? undefined : location;
  } catch {
    // The server says what is wrong with it, in its own words.
    return undefined;
  }
}

const file = sqliteFileToWrite(process.env);
if (file !== undefined) prestartWriter(file);
const { runServer } = await import('./server.js');
runServer();
