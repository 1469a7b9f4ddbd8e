// The PostgreSQL cluster the tests run against (issue 16): scripts/postgres-cluster.sh started it
// with PostGIS in template1, and the chosen client (pg, docs/design.md) reaches it. Skipped outside CI
// when FIELDLOG_TEST_POSTGRES_URL is not set; fails in CI then (test/support/postgres.ts).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { haversineMetres } from '../../src/storage/geo.js';
import { postgresSuite, postgresUrl } from '../support/postgres.js';

// ST_Distance(…, false) measures on a sphere of PostGIS's radius, the WGS 84 mean (2a + b) / 3 =
// 6,371,008.7714 m; Fieldlog's haversine uses 6,371,008.8 m (IUGG R1). The radii differ by 4.5e-9 of
// themselves, so the distances must agree to 1e-8 of themselves: 5 mm at 500 km, 0.2 m at 20,000 km.
const RELATIVE_TOLERANCE = 1e-8;

const PAIRS = [
  { name: 'Bonn to Berlin', from: [7.1, 50.7], to: [13.4, 52.52] },
  { name: 'across the antimeridian', from: [179.5, -16.5], to: [-179.5, -16.0] },
  { name: 'two metres apart', from: [7.1, 50.7], to: [7.1, 50.700018] },
  { name: 'near the pole', from: [0, 89.9], to: [180, 89.9] },
  { name: 'almost antipodal', from: [0, 0.1], to: [179.9, 0] },
] as const;

describe('the PostgreSQL test cluster (issue 16)', postgresSuite(), () => {
  let pool: pg.Pool;
  before(() => {
    pool = new pg.Pool({ connectionString: postgresUrl(), max: 2 });
  });
  after(() => pool?.end());

  test('answers postgis_full_version(): PostGIS is installed in the test database', async () => {
    const { rows } = await pool.query<{ version: string }>('SELECT postgis_full_version() AS version');
    assert.match(rows[0]!.version, /^POSTGIS="3\./);
  });

  for (const { name, from, to } of PAIRS) {
    test(`a geography distance on the sphere is the haversine distance, ${name}`, async () => {
      const { rows } = await pool.query<{ metres: number }>(
        `SELECT ST_Distance(ST_SetSRID(ST_MakePoint($1, $2), 4326)::geography,
                            ST_SetSRID(ST_MakePoint($3, $4), 4326)::geography, false) AS metres`,
        [from[0], from[1], to[0], to[1]],
      );
      const expected = haversineMetres(from[1], from[0], to[1], to[0]);
      const metres = rows[0]!.metres;
      assert.equal(typeof metres, 'number', 'double precision arrives as a number');
      assert.ok(
        Math.abs(metres - expected) <= expected * RELATIVE_TOLERANCE,
        `PostGIS says ${metres} m, the haversine ${expected} m (${name})`,
      );
    });
  }

  test('a database created by a test has PostGIS too, copied from template1', async () => {
    const database = `fieldlog_cluster_test_${process.pid}`;
    await pool.query(`CREATE DATABASE ${database}`);
    try {
      const url = new URL(postgresUrl());
      url.pathname = `/${database}`;
      const client = new pg.Client({ connectionString: url.href });
      await client.connect();
      try {
        const { rows } = await client.query<{ extversion: string }>("SELECT extversion FROM pg_extension WHERE extname = 'postgis'");
        assert.match(rows[0]?.extversion ?? 'missing', /^3\./);
      } finally {
        await client.end();
      }
    } finally {
      await pool.query(`DROP DATABASE ${database}`);
    }
  });
});
