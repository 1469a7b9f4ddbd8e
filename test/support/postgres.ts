// The PostgreSQL cluster of the tests (issue 16): FIELDLOG_TEST_POSTGRES_URL names it. .ci/run starts
// one with scripts/postgres-cluster.sh and exports the variable, so in CI (CI=true) a missing one fails
// the tests; elsewhere they are skipped with a sentence saying how to start one, as browserSuite() does
// for Chromium.

export const START_HINT =
  'bash scripts/postgres-cluster.sh start /tmp/pg, then FIELDLOG_TEST_POSTGRES_URL=$(cat /tmp/pg/database-url) npm test; bash scripts/postgres-cluster.sh stop /tmp/pg afterwards';

function givenUrl(): string | undefined {
  const url = process.env.FIELDLOG_TEST_POSTGRES_URL;
  return url === undefined || url === '' ? undefined : url;
}

/** For describe(): `{ skip: reason }` when no cluster is named outside CI; in CI postgresUrl() fails instead. */
export function postgresSuite(): { skip?: string } {
  if (givenUrl() !== undefined || process.env.CI === 'true') return {};
  return { skip: `FIELDLOG_TEST_POSTGRES_URL is not set, so there is no PostgreSQL to test against; start one: ${START_HINT}` };
}

/** The cluster's URL; throws, saying so, when none was started (which only CI gets this far without). */
export function postgresUrl(): string {
  const url = givenUrl();
  if (url === undefined) {
    throw new Error(
      'FIELDLOG_TEST_POSTGRES_URL is not set: the PostgreSQL cluster was not started. .ci/run starts one with scripts/postgres-cluster.sh; PostgreSQL tests fail in CI without it.',
    );
  }
  return url;
}
