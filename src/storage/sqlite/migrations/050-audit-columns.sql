-- 050: who created and who last changed each resource (issue 17, INTERFACE.md §8): the name of the
-- API key or person that wrote it, NULL when the server was open (and for every row written before
-- this version). The server sets them, as it sets created_at and updated_at; no client parameter
-- reaches them (src/storage/columns.ts, SERVER_COLUMNS). Added at the end of each table: every
-- statement names its columns (selectRow in src/storage/row-sql.ts), so their place does not matter.
-- No trigger or index of 002 names them: the triggers fire on UPDATE OF the point and the area only.
-- ADD COLUMN without a default changes only the schema, so it costs nothing on a large table.

ALTER TABLE locations ADD COLUMN created_by TEXT;
ALTER TABLE locations ADD COLUMN updated_by TEXT;

ALTER TABLE readings ADD COLUMN created_by TEXT;
ALTER TABLE readings ADD COLUMN updated_by TEXT;
