// Named parameters hidden from SQLite's stat4 estimates (src/storage/sqlite/unplanned.ts): the same
// answers and the same index; what it saves is measured, not asserted (bench/README.md).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { unplanned } from '../../../src/storage/sqlite/unplanned.js';

test('every named parameter becomes +:name, once; quoted text and positional parameters stay as they are', () => {
  assert.equal(
    unplanned('SELECT a FROM t WHERE k >= :from AND k < +:to LIMIT :limit'),
    'SELECT a FROM t WHERE k >= +:from AND k < +:to LIMIT +:limit',
  );
  assert.equal(
    unplanned(`SELECT ':x', "a:b", 'it''s :y' FROM t WHERE c = ? AND d = :d`),
    `SELECT ':x', "a:b", 'it''s :y' FROM t WHERE c = ? AND d = +:d`,
  );
  assert.equal(unplanned('SELECT f(:a, :a2)'), 'SELECT f(+:a, +:a2)');
});

test('after ANALYZE, an unplanned statement seeks the same index and answers the same rows (its speed: npm run bench -- scale)', () => {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE t (k TEXT, v INTEGER); CREATE INDEX t_by_k ON t (k)');
  const insert = db.prepare('INSERT INTO t VALUES (?, ?)');
  db.transaction(() => {
    for (let i = 0; i < 5000; i += 1) insert.run(`key-${String(i % 700).padStart(4, '0')}`, i);
  })();
  db.exec('ANALYZE');
  const sql = 'SELECT v FROM t WHERE k >= :low AND k < :high ORDER BY k, v LIMIT :limit';
  const plan = (text: string) =>
    (db.prepare(`EXPLAIN QUERY PLAN ${text}`).all({ low: 'key-0100', high: 'key-0200', limit: 5 }) as { detail: string }[])
      .map((row) => row.detail)
      .join('\n');
  assert.match(plan(unplanned(sql)), /USING INDEX t_by_k \(k>\? AND k<\?\)/);
  assert.equal(plan(unplanned(sql)), plan(sql));
  const plain = db.prepare(sql);
  const hidden = db.prepare(unplanned(sql));
  for (let i = 0; i < 50; i += 1) {
    const params = {
      low: `key-0${String(100 + i).padStart(3, '0')}`,
      high: `key-0${String(300 + i).padStart(3, '0')}`,
      limit: 5 + (i % 3),
    };
    assert.deepEqual(hidden.all(params), plain.all(params));
  }
});
