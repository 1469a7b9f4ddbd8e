-- 020 (SQLite): nothing. PostgreSQL keeps rate-limit counters in a table here, since its processes
-- may run on many machines; SQLite's processes share one machine, and count in the primary process
-- of WORKERS (src/workers.ts), which costs no write of the database file per request.
SELECT 1;
