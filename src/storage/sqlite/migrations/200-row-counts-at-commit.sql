-- 200 (SQLite): nothing to change. PostgreSQL's 200 moves its row counts' updates to COMMIT, so that
-- no two of its concurrent writers wait on each other in opposite orders; SQLite has one writer,
-- whose triggers keep the counts in the statement (140). The number is kept so that both engines'
-- schema_migrations mean the same (test/unit/storage/migration-sequence.test.ts).
SELECT 1;
