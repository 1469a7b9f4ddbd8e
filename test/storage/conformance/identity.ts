// Store.identity (INTERFACE.md §8, issue 17): keys found and revoked, sessions made, found, touched
// and ended, failed sign-ins counted and forgotten. Keys and people are made the way operators make
// them, by `npm run keys` and `npm run users` (ApiKeys, Users) on a connection of their own beside the
// running store, which must see them within a turn of the event loop: a key revoked anywhere stops
// working everywhere. A :memory: database has no second connection, so those cases are not run on it
// (its suite runs them on a file).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { TestContext } from 'node:test';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { hashKey, openApiKeys, openUsers, verifyPassword } from '../../../src/storage/index.js';
import type { ApiKeys, Store, Users } from '../../../src/storage/index.js';
import type { FreshDatabase } from '../conformance.js';

const PASSWORD = 'a password of some length';
const SESSION = 'a1'.repeat(32);

/** The store, and the keys and users of its database on another connection. */
async function beside(t: TestContext, fresh: FreshDatabase): Promise<{ store: Store; keys: ApiKeys; users: Users }> {
  const { store, databaseUrl } = await fresh(t);
  if (databaseUrl === undefined) throw new Error('this case needs a database another connection can open');
  const keys = await openApiKeys(databaseUrl);
  const users = await openUsers(databaseUrl);
  t.after(() => Promise.all([keys.close(), users.close()]));
  return { store, keys, users };
}

export function identityCases(fresh: FreshDatabase, secondConnection: boolean): void {
  // Cases that make keys and people on a connection of their own, as the CLI does.
  const besideTest = secondConnection ? test : () => undefined;
  test('an empty database has no credentials, and finds no key, person or session', async (t) => {
    const { identity } = (await fresh(t)).store;
    assert.equal(await identity.hasCredentials(), false);
    assert.equal(await identity.findKey(hashKey('fl_nothing')), undefined);
    assert.equal(await identity.findUser('nobody'), undefined);
    assert.equal(await identity.findSession(SESSION), undefined);
    // A session for a person who does not exist is not made.
    await identity.createSession(SESSION, 'nobody', new Date());
    assert.equal(await identity.findSession(SESSION), undefined);
    assert.equal(await identity.hasCredentials(), false);
  });

  besideTest('a key made and revoked on another connection is seen by the running store from the next turn on', async (t) => {
    const opened = await beside(t, fresh);
    const { store, keys } = opened;
    assert.equal(await store.identity.hasCredentials(), false, 'read first, so that a snapshot of this turn is open');
    const secret = await keys.create('tablet', 'write');
    await nextTurn();
    assert.equal(await store.identity.hasCredentials(), true);
    const hash = hashKey(secret);
    assert.deepEqual(await store.identity.findKey(hash), { name: 'tablet', scope: 'write', hash, revoked: false });
    assert.equal(await store.identity.findKey(hashKey(`${secret}x`)), undefined);

    await keys.revoke('tablet');
    await nextTurn();
    assert.deepEqual(await store.identity.findKey(hash), { name: 'tablet', scope: 'write', hash, revoked: true });
    assert.equal(await store.identity.hasCredentials(), true, 'a revoked key still counts: the server stays closed');
  });

  besideTest('touchKeys sets last_used_at of each key named, and of no other', async (t) => {
    const opened = await beside(t, fresh);
    const { store, keys } = opened;
    const used = hashKey(await keys.create('used', 'read'));
    await keys.create('idle', 'admin');
    const at = new Date('2026-03-04T05:06:07.089Z');
    await store.identity.touchKeys([used, used, hashKey('fl_unknown')], at);
    await store.identity.touchKeys([], at);
    const listed = Object.fromEntries((await keys.list()).map((key) => [key.name, key.last_used_at]));
    assert.deepEqual(listed, { used: at.toISOString(), idle: null });
  });

  besideTest('a person added on another connection is found, with a hash of the password, and makes credentials', async (t) => {
    const opened = await beside(t, fresh);
    const { store, users } = opened;
    await store.identity.findUser('ada');
    await users.add('ada', 'editor', PASSWORD);
    await nextTurn();
    assert.equal(await store.identity.hasCredentials(), true);
    const found = await store.identity.findUser('ada');
    assert.deepEqual({ ...found, passwordHash: undefined }, { name: 'ada', role: 'editor', passwordHash: undefined });
    assert.equal(await verifyPassword(PASSWORD, found!.passwordHash), true);
    assert.equal(await store.identity.findUser('Ada'), undefined, 'names are exact');
  });

  besideTest('a session is made, found with its person, touched and ended', async (t) => {
    const opened = await beside(t, fresh);
    const { store, users } = opened;
    await users.add('ada', 'admin', PASSWORD);
    await nextTurn();
    const created = new Date(Date.now() - 60_000);
    await store.identity.createSession(SESSION, 'ada', created);
    const session = { userName: 'ada', role: 'admin', createdAt: created.getTime(), lastSeenAt: created.getTime() };
    assert.deepEqual(await store.identity.findSession(SESSION), session);
    assert.equal(await store.identity.findSession('b2'.repeat(32)), undefined);

    const seen = new Date(created.getTime() + 30_000);
    await store.identity.touchSession(SESSION, seen);
    assert.deepEqual(await store.identity.findSession(SESSION), { ...session, lastSeenAt: seen.getTime() });

    await store.identity.deleteSession(SESSION);
    assert.equal(await store.identity.findSession(SESSION), undefined);
    await store.identity.deleteSession(SESSION); // twice is no error
  });

  besideTest('removing a person ends their sessions, and a person added again under the name has none of them', async (t) => {
    const opened = await beside(t, fresh);
    const { store, users } = opened;
    await users.add('ada', 'viewer', PASSWORD);
    await users.add('bo', 'viewer', PASSWORD);
    await nextTurn();
    const now = new Date();
    await store.identity.createSession(SESSION, 'ada', now);
    await store.identity.createSession('c3'.repeat(32), 'ada', now);
    await store.identity.createSession('d4'.repeat(32), 'bo', now);
    assert.deepEqual(
      (await users.list()).map(({ name, sessions }) => [name, sessions]),
      [
        ['ada', 2],
        ['bo', 1],
      ],
    );

    assert.equal(await users.remove('ada'), 2);
    await nextTurn();
    assert.equal(await store.identity.findSession(SESSION), undefined);
    assert.equal(await store.identity.findUser('ada'), undefined);
    await users.add('ada', 'admin', PASSWORD);
    await nextTurn();
    assert.equal(await store.identity.findSession(SESSION), undefined);
    assert.equal((await store.identity.findSession('d4'.repeat(32)))?.userName, 'bo', "another person's session stays");
  });

  test('failed sign-ins are counted per subject within a window, oldest first, and cleared per subject', async (t) => {
    const { identity } = (await fresh(t)).store;
    const start = Date.now() - 10 * 60_000;
    await identity.recordSignInFailure(['name:ada', 'address:192.0.2.1'], new Date(start));
    await identity.recordSignInFailure(['name:ada'], new Date(start + 1_000));
    await identity.recordSignInFailure(['address:192.0.2.1'], new Date(start + 2_000));
    await identity.recordSignInFailure([], new Date(start + 3_000));
    assert.deepEqual(await identity.signInFailures(['name:ada', 'address:192.0.2.1', 'name:bo'], new Date(start - 1)), [
      [start, start + 1_000],
      [start, start + 2_000],
      [],
    ]);
    // `since` counts from that instant on.
    assert.deepEqual(await identity.signInFailures(['address:192.0.2.1', 'name:ada'], new Date(start + 1_000)), [
      [start + 2_000],
      [start + 1_000],
    ]);
    assert.deepEqual(await identity.signInFailures([], new Date(start)), []);

    await identity.clearSignInFailures('name:ada');
    assert.deepEqual(await identity.signInFailures(['name:ada', 'address:192.0.2.1'], new Date(start - 1)), [[], [start, start + 2_000]]);
  });

  besideTest('old failed sign-ins and expired sessions are deleted as new ones are written', async (t) => {
    const opened = await beside(t, fresh);
    const { store, users } = opened;
    await users.add('ada', 'viewer', PASSWORD);
    await nextTurn();
    const now = Date.now();
    const longAgo = now - 8 * 86_400_000;
    await store.identity.recordSignInFailure(['name:ada'], new Date(longAgo));
    await store.identity.createSession(SESSION, 'ada', new Date(longAgo));
    // A process purges at most once a minute, measured by the times it is given.
    await store.identity.recordSignInFailure(['name:ada'], new Date(now));
    await store.identity.createSession('e5'.repeat(32), 'ada', new Date(now));
    assert.deepEqual(await store.identity.signInFailures(['name:ada'], new Date(0)), [[now]]);
    assert.equal(await store.identity.findSession(SESSION), undefined);
    assert.equal((await store.identity.findSession('e5'.repeat(32)))?.createdAt, now);
  });
}
