// People who sign in (issue 17, INTERFACE.md §8): added, listed and removed by `npm run users` on the
// database DATABASE_URL names, while the server runs or not, as `npm run keys` does for keys
// (api-keys.ts). The database keeps a person's password only as scrypt's output (passwords.ts).
import { CREDENTIAL_NAME } from './api-keys.js';
import type { KeySql } from './api-keys.js';
import { SESSION_IDLE_MS, SESSION_LIFETIME_MS } from './identity.js';
import { hashPassword } from './passwords.js';

export const ROLES = ['viewer', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Shorter passwords fall to guessing even through a slow hash (issue 17 asks for 12). */
export const MIN_PASSWORD_LENGTH = 12;

/** What a list shows of a person: never the password's hash. */
export interface UserListing {
  name: string;
  role: Role;
  created_at: string;
  /** Sessions not yet expired. */
  sessions: number;
}

/** Throws a sentence for a name or a role `add` would refuse: `npm run users` asks before it reads a password. */
export function checkNewUser(name: string, role: string): asserts role is Role {
  if (!CREDENTIAL_NAME.test(name)) {
    throw new Error(`A user's name is 1 to 64 letters, digits, ".", "_" or "-", starting with a letter or digit; "${name}" is not.`);
  }
  if (!(ROLES as readonly string[]).includes(role)) throw new Error(`A user's role is viewer, editor or admin, not "${role}".`);
}

export class Users {
  readonly #sql: KeySql;

  constructor(sql: KeySql) {
    this.#sql = sql;
  }

  /** Adds a person. Throws a sentence for a bad name, role or password, or a name taken. */
  async add(name: string, role: string, password: string): Promise<void> {
    checkNewUser(name, role);
    // Characters as people count them (code points), not UTF-16 units.
    if ([...password].length < MIN_PASSWORD_LENGTH) {
      throw new Error(`A password has at least ${MIN_PASSWORD_LENGTH} characters; this one has ${[...password].length}.`);
    }
    const passwordHash = await hashPassword(password);
    try {
      await this.#sql.transaction(async (sql) => {
        // No session left by an earlier person of this name may pass to this one (see remove()).
        await sql.run('DELETE FROM sessions WHERE user_name = ?', [name]);
        await sql.run('INSERT INTO users (name, role, password_hash, created_at) VALUES (?, ?, ?, ?)', [
          name,
          role,
          passwordHash,
          new Date().toISOString(),
        ]);
      });
    } catch (error) {
      if (this.#sql.isUniqueViolation(error)) {
        throw new Error(
          `A user named "${name}" exists already; remove them first (npm run users -- remove ${name}) or choose another name.`,
        );
      }
      throw error;
    }
  }

  /** Every person by name, with their sessions not yet expired. */
  async list(): Promise<UserListing[]> {
    const now = Date.now();
    const rows = await this.#sql.all<UserListing>(
      `SELECT u.name, u.role, u.created_at,
          (SELECT count(*) FROM sessions s WHERE s.user_name = u.name AND s.last_seen_at >= ? AND s.created_at >= ?) AS sessions
        FROM users u ORDER BY u.name`,
      [now - SESSION_IDLE_MS, now - SESSION_LIFETIME_MS],
    );
    return rows.map((row) => ({ ...row, sessions: Number(row.sessions) }));
  }

  /** Removes a person and ends all their sessions, in one transaction; resolves to how many sessions ended. */
  remove(name: string): Promise<number> {
    return this.#sql.transaction(async (sql) => {
      // A session that a sign-in racing with this writes after it belongs to nobody: finding a session
      // joins users (identity.ts), and add() clears a name's sessions before the name is taken again.
      if ((await sql.run('DELETE FROM users WHERE name = ?', [name])) === 0) {
        throw new Error(`No user is named "${name}"; npm run users -- list shows the users.`);
      }
      return sql.run('DELETE FROM sessions WHERE user_name = ?', [name]);
    });
  }

  close(): Promise<void> {
    return this.#sql.close();
  }
}
