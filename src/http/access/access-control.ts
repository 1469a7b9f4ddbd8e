// Who may use a route (INTERFACE.md §8). Every route declares its access (src/contract/route.ts); this
// decides, after routing and before any body is read, whether the request's credential grants it.
// A key or session found in the database is remembered for at most CACHE_MS, so that a revoked key,
// a removed person or a signed-out session stops working within a second in every process, while a
// busy client costs one database read a CACHE_MS, not one a request.
import type { IncomingMessage } from 'node:http';
import type { Access, Principal } from '../../contract/route.js';
import { ProblemError } from '../../contract/problem-error.js';
import { SESSION_IDLE_MS, SESSION_LIFETIME_MS, hashKey, sameHash } from '../../storage/index.js';
import type { Identity, SessionRecord } from '../../storage/index.js';
import { isOnlyAuthorization, readCredential } from './credential.js';
import type { Credential } from './credential.js';

export type Scope = Principal['scope'];

export interface AccessPolicy {
  /** AUTH=off: every route is open and nobody is named; for a deliberately open server. */
  enforce: boolean;
  /** On a loopback address with no key and no person yet, the server is open (and says so at start). */
  openUntilCredentials: boolean;
  /** PUBLIC_READ=true: routes of the read scope need no credential. */
  publicRead: boolean;
}

/** Under the one second INTERFACE.md allows for a revocation to reach every process, lookup included. */
const CACHE_MS = 500;
const CACHE_ENTRIES = 10_000;
/** last_used_at and last_seen_at are written at most this often per credential. */
const TOUCH_MS = 60_000;

const RANK: Record<Access, number> = { public: 0, read: 1, write: 2, admin: 3 };
const ROLE_SCOPE: { readonly [role in SessionRecord['role']]: Scope } = { viewer: 'read', editor: 'write', admin: 'admin' };

export function grants(scope: Scope, needed: Access): boolean {
  return RANK[scope] >= RANK[needed];
}

export function scopeOfRole(role: SessionRecord['role']): Scope {
  return ROLE_SCOPE[role];
}

interface Remembered {
  /** null: the credential is not valid (unknown, revoked, expired). */
  principal: Principal | null;
  until: number;
  /** The key's or session id's SHA-256, as the database knows it. */
  hash: string;
  kind: 'key' | 'session';
  /** When this process last wrote its use (last_used_at, last_seen_at). */
  touchedAt: number;
}

/** What a request may do: the principal it acts as (undefined: anonymous but allowed), or a refusal thrown. */
export type Decision = Principal | undefined;

export class AccessControl {
  readonly #identity: Identity;
  readonly #policy: AccessPolicy;
  readonly #now: () => number;
  readonly #onError: (error: unknown) => void;
  /** Keys by the Authorization header that carried them, so a hit costs one Map lookup and no parsing. */
  readonly #keys = new Map<string, Remembered>();
  /** Sessions by their hash, which signing out knows. */
  readonly #sessions = new Map<string, Remembered>();
  readonly #touched = new Map<string, number>();
  #pendingKeys: string[] = [];
  #pendingSessions: string[] = [];
  #touchScheduled = false;
  #credentialsExist: { value: boolean; until: number } | undefined;
  #credentialsAsked: Promise<boolean> | undefined;
  /** Lookups under way, by cache key: requests with the same credential wait for the one read. */
  readonly #looking = new Map<string, Promise<Principal | null>>();

  constructor(identity: Identity, policy: AccessPolicy, onError: (error: unknown) => void, now: () => number = Date.now) {
    this.#identity = identity;
    this.#policy = policy;
    this.#onError = onError;
    this.#now = now;
  }

  get policy(): AccessPolicy {
    return this.#policy;
  }

  /**
   * The principal the request acts as, at once when nothing needs the database, else a promise;
   * throws (or rejects with) authentication-required, credentials-invalid or scope-insufficient.
   * A public route never refuses: a credential sent to one only names who is there (for pages).
   */
  check(access: Access, req: IncomingMessage): Decision | Promise<Decision> {
    if (!this.#policy.enforce) return undefined;
    // The common case first: a key this process checked less than CACHE_MS ago, in the same header.
    const authorization = req.headers.authorization;
    if (authorization !== undefined && access !== 'public') {
      const hit = this.#keys.get(authorization);
      const now = this.#now();
      if (hit !== undefined && hit.until > now && isOnlyAuthorization(req.rawHeaders)) {
        if (hit.principal !== null && now - hit.touchedAt >= TOUCH_MS) this.#touch(hit, now);
        return authorise(hit.principal, access);
      }
    }
    const credential = readCredential(req);
    if (access === 'public') {
      // Pages on a public route still show what the visitor may do (allows()), which needs to know
      // whether the server is open: asked at most once a CACHE_MS.
      if (credential === undefined || credential.kind === 'malformed')
        return this.#policy.openUntilCredentials ? this.#learnOpen() : undefined;
      const principal = this.#resolve(credential, authorization);
      return principal instanceof Promise ? principal.then((found) => found ?? undefined) : (principal ?? undefined);
    }
    if (credential === undefined) return this.#anonymous(access);
    if (credential.kind === 'malformed') throw invalid();
    const principal = this.#resolve(credential, authorization);
    return principal instanceof Promise ? principal.then((found) => authorise(found, access)) : authorise(principal, access);
  }

  /**
   * Who a valid credential on the request names, without deciding anything: for the rate limit, which
   * counts a request under its key or person (src/http/guards/rate-limit-bucket.ts). Undefined for no
   * credential, a malformed or invalid one, and with AUTH=off. It shares the cache and the lookups of
   * check(), which follows it, so a credential costs no more reads than before.
   */
  identify(req: IncomingMessage): Principal | undefined | Promise<Principal | undefined> {
    if (!this.#policy.enforce) return undefined;
    const authorization = req.headers.authorization;
    if (authorization !== undefined) {
      const hit = this.#keys.get(authorization);
      if (hit !== undefined && hit.until > this.#now() && isOnlyAuthorization(req.rawHeaders)) return hit.principal ?? undefined;
    }
    const credential = readCredential(req);
    if (credential === undefined || credential.kind === 'malformed') return undefined;
    const principal = this.#resolve(credential, authorization);
    return principal instanceof Promise ? principal.then((found) => found ?? undefined) : (principal ?? undefined);
  }

  #learnOpen(): undefined | Promise<undefined> {
    const exist = this.#credentialsExistNow();
    return exist instanceof Promise ? exist.then(() => undefined) : undefined;
  }

  /** A request without a credential: allowed while the server is open, else refused. */
  #anonymous(access: Access): Decision | Promise<Decision> {
    if (this.#policy.publicRead && access === 'read') return undefined;
    if (!this.#policy.openUntilCredentials) throw required(access);
    const exist = this.#credentialsExistNow();
    const decide = (value: boolean): Decision => {
      if (value) throw required(access);
      return undefined;
    };
    return exist instanceof Promise ? exist.then(decide) : decide(exist);
  }

  /**
   * Whether any key or person exists, at once from what this process learnt in the last CACHE_MS;
   * else one read, shared by every request that arrives while it runs (300 creates arriving at once
   * are one read, not 300).
   */
  #credentialsExistNow(): boolean | Promise<boolean> {
    const known = this.#credentialsExist;
    if (known !== undefined && known.until > this.#now()) return known.value;
    this.#credentialsAsked ??= this.#identity.hasCredentials().then(
      (value: boolean) => {
        this.#credentialsExist = { value, until: this.#now() + CACHE_MS };
        this.#credentialsAsked = undefined;
        return value;
      },
      (error: unknown) => {
        this.#credentialsAsked = undefined;
        throw error;
      },
    );
    return this.#credentialsAsked;
  }

  /**
   * Whether a visitor who passed this request's check may use routes of `access` too, as far as
   * this process knows now (pages hide the forms a visitor may not use; the check stays the judge).
   */
  allows(principal: Principal | undefined, access: Access): boolean {
    if (!this.#policy.enforce || access === 'public') return true;
    if (principal !== undefined) return grants(principal.scope, access);
    if (this.#policy.publicRead && access === 'read') return true;
    return this.#policy.openUntilCredentials && this.#credentialsExist?.value === false;
  }

  /**
   * The store's Identity for the routes that sign out and revoke keys: the same, except that a
   * session ended or a key revoked is forgotten at once in this process. Other processes forget it
   * within CACHE_MS.
   */
  get identity(): Identity {
    const changes: Partial<Identity> = {
      deleteSession: async (idHash: string) => {
        this.#sessions.delete(idHash);
        await this.#identity.deleteSession(idHash);
        // A lookup that was under way when the session ended may have put it back.
        this.#sessions.delete(idHash);
      },
      revokeKey: async (name: string) => {
        const revoked = await this.#identity.revokeKey(name);
        for (const [header, entry] of this.#keys) {
          if (entry.principal?.name === name) this.#keys.delete(header);
        }
        return revoked;
      },
    };
    // The store's methods keep their own `this` (they use private fields), bound on the way out.
    return new Proxy(this.#identity, {
      get: (target, property, receiver) => {
        if (Object.hasOwn(changes, property)) return changes[property as keyof Identity];
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  }

  /** `authorization`: the header a key came in, which the cache is keyed by. */
  #resolve(
    credential: Exclude<Credential, undefined | { kind: 'malformed' }>,
    authorization: string | undefined,
  ): Principal | null | Promise<Principal | null> {
    const isKey = credential.kind === 'key';
    const cache = isKey ? this.#keys : this.#sessions;
    const hash = hashKey(isKey ? credential.secret : credential.id);
    const cacheKey = isKey ? authorization! : hash;
    const now = this.#now();
    const remembered = cache.get(cacheKey);
    if (remembered !== undefined && remembered.until > now) {
      if (remembered.principal !== null && now - remembered.touchedAt >= TOUCH_MS) this.#touch(remembered, now);
      return remembered.principal;
    }
    const lookingKey = isKey ? `k:${hash}` : `s:${hash}`;
    const under = this.#looking.get(lookingKey);
    if (under !== undefined) return under;
    const looked = (isKey ? this.#findKey(hash) : this.#findSession(hash, now)).then(
      (principal) => {
        this.#looking.delete(lookingKey);
        if (cache.size >= CACHE_ENTRIES) cache.clear();
        const entry: Remembered = {
          principal,
          until: this.#now() + CACHE_MS,
          hash,
          kind: isKey ? 'key' : 'session',
          touchedAt: this.#touched.get(hash) ?? Number.NEGATIVE_INFINITY,
        };
        cache.set(cacheKey, entry);
        if (principal !== null && this.#now() - entry.touchedAt >= TOUCH_MS) this.#touch(entry, this.#now());
        return principal;
      },
      (error: unknown) => {
        this.#looking.delete(lookingKey);
        throw error;
      },
    );
    if (this.#looking.size < CACHE_ENTRIES) this.#looking.set(lookingKey, looked);
    return looked;
  }

  async #findKey(hash: string): Promise<Principal | null> {
    const key = await this.#identity.findKey(hash);
    if (key === undefined || key.revoked || !sameHash(key.hash, hash)) return null;
    return { kind: 'key', name: key.name, scope: key.scope };
  }

  async #findSession(hash: string, now: number): Promise<Principal | null> {
    const session = await this.#identity.findSession(hash);
    if (session === undefined || !isLive(session, now)) return null;
    return { kind: 'user', name: session.userName, scope: scopeOfRole(session.role) };
  }

  #touch(entry: Remembered, now: number): void {
    entry.touchedAt = now;
    if (this.#touched.size >= CACHE_ENTRIES) this.#touched.clear();
    this.#touched.set(entry.hash, now);
    (entry.kind === 'key' ? this.#pendingKeys : this.#pendingSessions).push(entry.hash);
    if (this.#touchScheduled) return;
    this.#touchScheduled = true;
    // Written after the answers of this turn, all at once: a record of use is never worth a request's latency.
    setImmediate(() => this.#flushTouches());
  }

  #flushTouches(): void {
    this.#touchScheduled = false;
    const keys = this.#pendingKeys;
    const sessions = this.#pendingSessions;
    this.#pendingKeys = [];
    this.#pendingSessions = [];
    const at = new Date(this.#now());
    if (keys.length > 0) this.#identity.touchKeys(keys, at).catch(this.#onError);
    for (const session of sessions) this.#identity.touchSession(session, at).catch(this.#onError);
  }
}

export function isLive(session: SessionRecord, now: number): boolean {
  return now - session.lastSeenAt < SESSION_IDLE_MS && now - session.createdAt < SESSION_LIFETIME_MS;
}

function authorise(principal: Principal | null, access: Access): Principal {
  if (principal === null) throw invalid();
  if (!grants(principal.scope, access)) {
    throw new ProblemError(
      'scope-insufficient',
      `This needs the ${access} scope; ${principal.kind === 'key' ? 'the key' : 'the person'} "${principal.name}" has ${principal.scope}. Use a credential with the ${access} scope.`,
      { scope: access, granted: principal.scope },
    );
  }
  return principal;
}

export const WWW_AUTHENTICATE = 'Bearer realm="fieldlog"';

function required(access: Access): ProblemError<'authentication-required'> {
  return new ProblemError(
    'authentication-required',
    `This needs a credential with the ${access} scope: send Authorization: Bearer <key>, or sign in at /session/new.`,
    { scope: access, sign_in: '/session/new' },
    { 'WWW-Authenticate': WWW_AUTHENTICATE },
  );
}

function invalid(): ProblemError<'credentials-invalid'> {
  // One answer for unknown, revoked, expired and malformed: nothing tells which.
  return new ProblemError(
    'credentials-invalid',
    'The credential sent is not valid: it is unknown, revoked, expired or malformed. Send one live key as Authorization: Bearer fl_…, or sign in again at /session/new.',
    { sign_in: '/session/new' },
    { 'WWW-Authenticate': `${WWW_AUTHENTICATE}, error="invalid_token"` },
  );
}
