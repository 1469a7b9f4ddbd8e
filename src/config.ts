/** Settings from the environment (INTERFACE.md §7), each checked at start-up with a sentence. */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
}

export function readConfig(env: NodeJS.ProcessEnv): Config {
  const port = env.PORT === undefined || env.PORT === '' ? 3000 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer from 0 to 65535, not "${env.PORT}"`);
  }
  return {
    port,
    host: env.HOST === undefined || env.HOST === '' ? '127.0.0.1' : env.HOST,
    databaseUrl: env.DATABASE_URL === undefined || env.DATABASE_URL === '' ? 'data/fieldlog.db' : env.DATABASE_URL,
  };
}
