// API keys (issue 17, INTERFACE.md §8): made, listed and revoked by `npm run keys` on the database
// DATABASE_URL names, while the server runs or not. A key is `fl_` and 43 characters of base64url
// (256 bits from node:crypto), shown once; the database keeps its SHA-256 and a prefix to tell keys
// apart by. A fast hash is enough for a secret of 256 random bits: no dictionary holds it, and a
// stolen table of hashes gives no key. Verifying compares hashes in constant time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const SCOPES = ['read', 'write', 'admin'] as const;
export type Scope = (typeof SCOPES)[number];

/** What a list shows of a key: never the key, nor its hash. */
export interface ApiKeyListing {
  name: string;
  scope: Scope;
  /** `fl_` and the first characters of the key. */
  prefix: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** The statements of a KeySql, also inside one of its transactions. */
export interface KeyStatements {
  all<T>(sql: string, params: readonly unknown[]): Promise<T[]>;
  /** Resolves to the number of rows the statement changed. */
  run(sql: string, params: readonly unknown[]): Promise<number>;
}

/** A statement runner with `?` placeholders, over either engine (sqlite/key-sql.ts, postgres/key-sql.ts). */
export interface KeySql extends KeyStatements {
  /** Runs `work` in one transaction: all of its statements commit, or none when it throws. */
  transaction<T>(work: (sql: KeyStatements) => Promise<T>): Promise<T>;
  /** True when `error` is a unique constraint refusing a row. */
  isUniqueViolation(error: unknown): boolean;
  close(): Promise<void>;
}

/** The names of keys and of people (src/storage/users.ts): safe in a log line, a table and a shell. */
export const CREDENTIAL_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const PREFIX_LENGTH = 11; // 'fl_' and 8 characters: 48 bits, enough to tell keys apart, nothing to guess with

/** A new key: 32 random bytes. */
export function newKeySecret(): string {
  return `fl_${randomBytes(32).toString('base64url')}`;
}

export function hashKey(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Constant-time comparison of two hashes of hashKey(). */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The list of keys, live ones first, each by name; never a hash. */
export const LIST_KEYS_SQL = `SELECT name, scope, prefix, created_at, last_used_at, revoked_at FROM api_keys
  ORDER BY CASE WHEN revoked_at IS NULL THEN 0 ELSE 1 END, name, created_at`;

/** A key's row: what INSERT_KEY_SQL stores (never the secret), and the secret, to be shown once. */
export function newKey(name: string, scope: string): { secret: string; row: ApiKeyListing & { hash: string } } {
  const secret = newKeySecret();
  const row = {
    name,
    scope: scope as Scope,
    prefix: secret.slice(0, PREFIX_LENGTH),
    hash: hashKey(secret),
    created_at: new Date().toISOString(),
    last_used_at: null,
    revoked_at: null,
  };
  return { secret, row };
}

export const INSERT_KEY_SQL = 'INSERT INTO api_keys (name, scope, prefix, hash, created_at) VALUES (?, ?, ?, ?, ?)';

export class ApiKeys {
  readonly #sql: KeySql;

  constructor(sql: KeySql) {
    this.#sql = sql;
  }

  /** Makes a key; resolves to its secret, which is stored nowhere. Throws a sentence for a bad or taken name, or a bad scope. */
  async create(name: string, scope: string): Promise<string> {
    if (!CREDENTIAL_NAME.test(name)) {
      throw new Error(`A key's name is 1 to 64 letters, digits, ".", "_" or "-", starting with a letter or digit; "${name}" is not.`);
    }
    if (!(SCOPES as readonly string[]).includes(scope)) throw new Error(`A key's scope is read, write or admin, not "${scope}".`);
    const { secret, row } = newKey(name, scope);
    try {
      await this.#sql.run(INSERT_KEY_SQL, [row.name, row.scope, row.prefix, row.hash, row.created_at]);
    } catch (error) {
      if (this.#sql.isUniqueViolation(error)) {
        throw new Error(`A key named "${name}" exists already; revoke it first (npm run keys -- revoke ${name}) or choose another name.`);
      }
      throw error;
    }
    return secret;
  }

  /** Every key, live ones first, each by name. */
  list(): Promise<ApiKeyListing[]> {
    return this.#sql.all<ApiKeyListing>(LIST_KEYS_SQL, []);
  }

  /** Revokes the live key of that name; throws a sentence when there is none. */
  async revoke(name: string): Promise<void> {
    const changed = await this.#sql.run('UPDATE api_keys SET revoked_at = ? WHERE name = ? AND revoked_at IS NULL', [
      new Date().toISOString(),
      name,
    ]);
    if (changed === 0) throw new Error(`No live key is named "${name}"; npm run keys -- list shows the keys.`);
  }

  close(): Promise<void> {
    return this.#sql.close();
  }
}
