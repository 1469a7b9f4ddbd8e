-- 100 (SQLite): nothing to change. PostgreSQL's 100 adds a NOTIFY to every append to the change log;
-- SQLite has no such channel, so a process learns of another's appends by polling the newest event id
-- (src/storage/event-signal.ts), and of its own at once. The number is kept so that both engines'
-- schema_migrations mean the same (test/unit/storage/migration-sequence.test.ts).
SELECT 1;
