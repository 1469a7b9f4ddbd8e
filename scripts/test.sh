#!/usr/bin/env bash
# `npm test` (issue 16): the whole suite on SQLite, then the HTTP suite again on PostgreSQL.
#
#   1. SQLite: every test file, two at a time, then the *.alone.test.ts files one by one (they measure
#      timing and memory, so no other test may share the cores with them).
#   2. PostgreSQL, when FIELDLOG_TEST_POSTGRES_URL names a cluster or CI=true (where a missing cluster
#      fails the run): test/e2e, test/property, test/browser and test/whole-suite again, with
#      FIELDLOG_TEST_ENGINE=postgres, so every server a test starts gets a fresh PostgreSQL database
#      (test/support/test-database.ts). Left out: the *.sqlite.test.ts (and *.sqlite.alone.test.ts) files, which are about SQLite
#      itself (each says why at its top), and test/unit, test/storage and test/postgres, which choose
#      their engines themselves and ran in the first pass.
#
# Each pass runs test/whole-suite/contract-coverage.test.ts with FIELDLOG_WHOLE_SUITE=1, so each is
# held to the coverage floor on its own. A failing pass stops the run.
#
# The spec reporter, not TAP: it ends with a list of the failing tests and their errors, so a log that
# only keeps its last screens (CI's record of a run does) still names what failed.
set -euo pipefail
cd "$(dirname "$0")/.."

# The test files under the given folders, sorted; after --, more of find's tests (! -name …).
files() {
  local -a roots=()
  while [ "$#" -gt 0 ] && [ "$1" != -- ]; do
    roots+=("$1")
    shift
  done
  if [ "$#" -gt 0 ]; then shift; fi
  find "${roots[@]}" -name '*.test.ts' "$@" | sort
}

# node --test over the files on stdin, with FIELDLOG_TEST_ENGINE=$1 and the rest of the arguments.
run_tests() {
  local engine=$1
  shift
  local -a list
  mapfile -t list
  [ "${#list[@]}" -gt 0 ] || return 0
  FIELDLOG_TEST_ENGINE=$engine node --import tsx --test --test-reporter=spec "$@" "${list[@]}"
}

echo "== tests on SQLite"
files test -- ! -name '*.alone.test.ts' | FIELDLOG_WHOLE_SUITE=1 run_tests sqlite --test-concurrency=2
files test -- -name '*.alone.test.ts' | run_tests sqlite

if [ -z "${FIELDLOG_TEST_POSTGRES_URL:-}" ] && [ "${CI:-}" != true ]; then
  hint=$(node --import tsx -e "import('./test/support/postgres.ts').then((m) => console.log(m.START_HINT))")
  echo "== the HTTP suite on PostgreSQL is skipped: FIELDLOG_TEST_POSTGRES_URL is not set; start a cluster: $hint"
  exit 0
fi

HTTP_SUITE=(test/e2e test/property test/browser test/whole-suite)
echo "== the HTTP suite on PostgreSQL"
files "${HTTP_SUITE[@]}" -- ! -name '*.alone.test.ts' ! -name '*.sqlite.test.ts' | FIELDLOG_WHOLE_SUITE=1 run_tests postgres --test-concurrency=2
files "${HTTP_SUITE[@]}" -- -name '*.alone.test.ts' ! -name '*.sqlite.alone.test.ts' | run_tests postgres
