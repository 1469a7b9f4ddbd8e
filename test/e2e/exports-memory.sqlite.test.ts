// Issue 20: an export of 1,000,000 locations streams in each format with the server's resident memory
// staying within 30 MiB of what it was before the export (INTERFACE.md §10: "in constant memory,
// whatever the size of the collection"). The server is the real entry point in a child process
// (test/support/child-server.ts), so that its RSS (VmRSS in /proc/<pid>/status) is its own; the
// test reads the stream at a bounded rate, so that the server meets backpressure as it would from
// a client on a real network, and samples the RSS as it goes. The figures are printed for the bench.
//
// "Before" is a server that has served an export of 100,000 rows in each format: by then V8's young
// generation has grown to its working size (two 16 MiB semi-spaces) and SQLite's page cache (16 MiB
// by better-sqlite3's default) is full, as under any sustained load, so what is measured is what a
// million rows add. From a cold start the first export of any size adds some 30 MiB for those two
// (printed too, not asserted).
// SQLite only: the rows are written straight into the file, which takes about ten seconds.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { after, before, test } from 'node:test';
import Database from 'better-sqlite3';
import { migrate } from '../../src/storage/sqlite/migrate.js';
import { killIfRunning, startChildServer } from '../support/child-server.js';
import type { ChildServer } from '../support/child-server.js';
import { createTestDatabase } from '../support/test-database.js';
import type { TestDatabase } from '../support/test-database.js';

const ROWS = 1_000_000;
const WARM_ROWS = 100_000;
/** 2026-01-01T00:00:00Z: location i has its timestamp about i × 30 s after it. */
const START_SECONDS = 1_767_225_600;
const LIMIT_MIB = 30;
/** The client's pace: below what the server writes GeoJSON and NDJSON at, so that it waits for drain. */
const READ_BYTES_PER_SECOND = 48 * 1024 * 1024;
const MIB = 1024 * 1024;

let database: TestDatabase;
let server: ChildServer | undefined;

before(async () => {
  database = await createTestDatabase('sqlite');
  fillLocations(database.url, ROWS);
  server = await startChildServer(database.url);
});
after(async () => {
  killIfRunning(server);
  await server?.exited;
  await database?.drop();
});

/**
 * A million locations written by SQLite itself (a recursive CTE) through the server's own schema,
 * its triggers and indexes included: version 2 rows of 8 fields, timestamps in three spellings of
 * UTC, some accuracies missing.
 */
function fillLocations(path: string, rows: number): void {
  const db = new Database(path);
  try {
    db.pragma('journal_mode = WAL');
    // A crash mid-fill costs the test, never data: no sync.
    db.pragma('synchronous = OFF');
    migrate(db);
    db.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < :last)
      INSERT INTO locations (id, created_at, updated_at, longitude, latitude, altitude, speed, "timestamp", accuracy)
      SELECT printf('01K%023d', i),
        strftime('%Y-%m-%dT%H:%M:%fZ', :start + i * 30, 'unixepoch'),
        strftime('%Y-%m-%dT%H:%M:%fZ', :start + i * 30, 'unixepoch'),
        round(((i * 7.31) % 359.0) - 179.5, 6), round(((i * 3.17) % 178.0) - 89, 6), (i % 3000) - 400.5, (i % 40) / 4.0,
        strftime('%Y-%m-%dT%H:%M:%S', :start + i * 30 - (i % 600), 'unixepoch') || CASE i % 3 WHEN 0 THEN 'Z' WHEN 1 THEN '+00:00' ELSE '-00:00' END,
        CASE WHEN i % 7 = 0 THEN NULL ELSE 3.5 + (i % 10) END
      FROM n`,
    ).run({ last: rows - 1, start: START_SECONDS });
  } finally {
    db.close();
  }
}

function rssOf(pid: number): number {
  const line = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  assert.ok(line !== null, 'VmRSS is in /proc/<pid>/status');
  return Number(line[1]) * 1024;
}

interface Streamed {
  status: number;
  bytes: number;
  /** Line feeds seen: a CSV record and an NDJSON line end with one each. */
  lineFeeds: number;
  tail: string;
  seconds: number;
}

/** Reads the whole answer at READ_BYTES_PER_SECOND at most, pausing the socket to keep to it; `sample` runs every 20 ms meanwhile. */
function readThrottled(port: number, target: string, sample: () => void): Promise<Streamed> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const sampler = setInterval(sample, 20);
    get({ host: '127.0.0.1', port, path: target, agent: false }, (response) => {
      let bytes = 0;
      let lineFeeds = 0;
      let tail = '';
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lineFeeds += 1;
        tail = (tail + chunk.subarray(Math.max(0, chunk.length - 200)).toString('latin1')).slice(-200);
        const ahead = bytes / READ_BYTES_PER_SECOND - (performance.now() - started) / 1000;
        if (ahead > 0.005) {
          response.pause();
          setTimeout(() => response.resume(), ahead * 1000);
        }
      });
      response.on('end', () => {
        clearInterval(sampler);
        resolve({ status: response.statusCode ?? 0, bytes, lineFeeds, tail, seconds: (performance.now() - started) / 1000 });
      });
      response.on('error', (error) => {
        clearInterval(sampler);
        reject(error);
      });
    }).on('error', (error) => {
      clearInterval(sampler);
      reject(error);
    });
  });
}

async function settle(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

test(`an export of ${ROWS.toLocaleString('en')} locations streams in each format with the RSS within ${LIMIT_MIB} MiB of its value before`, {
  timeout: 180_000,
}, async () => {
  const pid = server!.process.pid!;
  const formats = ['csv', 'ndjson', 'geojson'] as const;
  // The first WARM_ROWS rows (their timestamps are the earliest), in each format.
  const to = new Date((START_SECONDS + WARM_ROWS * 30) * 1000).toISOString();
  const cold = rssOf(pid);
  let warmPeak = cold;
  for (const format of formats) {
    const warm = await readThrottled(server!.port, `/locations/export.${format}?version_number=2&to=${to}`, () => {
      warmPeak = Math.max(warmPeak, rssOf(pid));
    });
    assert.equal(warm.status, 200);
    assert.ok(warm.lineFeeds >= WARM_ROWS * 0.99 || format === 'geojson', `${format}: the warm-up export holds its rows`);
  }
  const figures = [
    `warm-up (${WARM_ROWS.toLocaleString('en')} rows in each format, from a cold start): RSS ${mib(cold)} MiB before, peak ${mib(warmPeak)} MiB: +${mib(warmPeak - cold)} MiB`,
  ];
  for (const format of formats) {
    await settle(300);
    const before = rssOf(pid);
    let peak = before;
    const streamed = await readThrottled(server!.port, `/locations/export.${format}?version_number=2`, () => {
      peak = Math.max(peak, rssOf(pid));
    });
    peak = Math.max(peak, rssOf(pid));
    assert.equal(streamed.status, 200);
    // Every row came: one line per row (and the CSV header), or the FeatureCollection's count at its end.
    if (format === 'csv') assert.equal(streamed.lineFeeds, ROWS + 1);
    if (format === 'ndjson') assert.equal(streamed.lineFeeds, ROWS);
    if (format === 'geojson') assert.match(streamed.tail, new RegExp(`"count":${ROWS}}}$`));
    const rate = Math.round(ROWS / streamed.seconds);
    figures.push(
      `${format}: ${mib(streamed.bytes, 0)} MiB in ${streamed.seconds.toFixed(1)} s (${rate.toLocaleString('en')} rows/s, the client reading at most ${READ_BYTES_PER_SECOND / MIB} MiB/s); RSS ${mib(before)} MiB before, peak ${mib(peak)} MiB: +${mib(peak - before)} MiB`,
    );
    assert.ok(
      peak - before < LIMIT_MIB * MIB,
      `${format}: the RSS grew by ${mib(peak - before)} MiB during the export (limit ${LIMIT_MIB})`,
    );
  }
  console.log(`export of ${ROWS.toLocaleString('en')} locations, SQLite:\n${figures.join('\n')}`);
});

function mib(bytes: number, digits = 1): string {
  return (bytes / MIB).toFixed(digits);
}
