// Credentials of every kind on a test server's database (INTERFACE.md §8): keys of each scope and a
// revoked one, people of each role signed in through POST /session, and sessions that are expired
// or forged. Made the way an operator makes them (the classes behind npm run keys / users).
import { randomBytes } from 'node:crypto';
import { hashKey, openApiKeys, openUsers } from '../../src/storage/index.js';
import type { TestServer } from './server.js';

export const PASSWORD = 'correct horse battery staple';

export type CredentialName = 'none' | 'read' | 'write' | 'admin' | 'revoked' | 'expired-session' | 'forged-cookie';

export interface Credentials {
  /** The headers each kind of credential is sent with. */
  headers: Record<CredentialName, Record<string, string>>;
  keys: { read: string; write: string; admin: string; revoked: string };
  /** Cookie headers of people signed in: a viewer, an editor and an admin. */
  sessions: { viewer: string; editor: string; admin: string };
}

export async function makeKey(databaseUrl: string, name: string, scope: string): Promise<string> {
  const keys = await openApiKeys(databaseUrl);
  try {
    return await keys.create(name, scope);
  } finally {
    await keys.close();
  }
}

export async function addUser(databaseUrl: string, name: string, role: string, password = PASSWORD): Promise<void> {
  const users = await openUsers(databaseUrl);
  try {
    await users.add(name, role, password);
  } finally {
    await users.close();
  }
}

/** Signs in through the form's route; resolves to the Cookie header that carries the session. */
export async function signIn(server: TestServer, name: string, password = PASSWORD): Promise<string> {
  const answer = await server.request('POST', '/session', { form: { name, password } });
  if (answer.status !== 303) throw new Error(`sign-in as ${name} answered ${answer.status}: ${answer.text}`);
  const cookie = [answer.headers['set-cookie'] ?? []].flat().find((value) => value.startsWith('fieldlog_session='));
  if (cookie === undefined) throw new Error(`sign-in as ${name} set no session cookie`);
  return cookie.split(';')[0]!;
}

/**
 * A session row of `user` made `ageMs` ago and last used `idleMs` ago: past the idle expiry (12 h) by
 * default; past the absolute one (7 days) with a large age and a small idle time.
 */
export async function expiredSession(server: TestServer, user: string, ageMs = 13 * 60 * 60 * 1000, idleMs = ageMs): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  const now = Date.now();
  await server.database.writeAll([
    {
      sql: 'INSERT INTO sessions (id_hash, user_name, created_at, last_seen_at) VALUES (?, ?, ?, ?)',
      params: [hashKey(id), user, now - ageMs, now - idleMs],
    },
  ]);
  return `fieldlog_session=${id}`;
}

export async function makeCredentials(server: TestServer): Promise<Credentials> {
  const url = server.databaseUrl;
  const keys = {
    read: await makeKey(url, 'reader', 'read'),
    write: await makeKey(url, 'writer', 'write'),
    admin: await makeKey(url, 'root', 'admin'),
    revoked: await makeKey(url, 'gone', 'admin'),
  };
  const revoking = await openApiKeys(url);
  await revoking.revoke('gone');
  await revoking.close();
  for (const [name, role] of [
    ['vera', 'viewer'],
    ['ed', 'editor'],
    ['ada', 'admin'],
  ] as const)
    await addUser(url, name, role);
  const sessions = { viewer: await signIn(server, 'vera'), editor: await signIn(server, 'ed'), admin: await signIn(server, 'ada') };
  const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });
  return {
    keys,
    sessions,
    headers: {
      none: {},
      read: bearer(keys.read),
      write: bearer(keys.write),
      admin: bearer(keys.admin),
      revoked: bearer(keys.revoked),
      'expired-session': { Cookie: await expiredSession(server, 'ada') },
      'forged-cookie': { Cookie: `fieldlog_session=${randomBytes(32).toString('base64url')}` },
    },
  };
}
