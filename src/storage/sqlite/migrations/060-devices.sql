-- 060: devices (issue 18), the third collection: what locations and readings come from. Column names
-- and types must match src/storage/columns.ts; the server columns come first, as in every table
-- (001 and 050). The primary key on id is the index list() walks, newest first; devices have no
-- named routes yet, so no other index. Idempotency keys are shared by every collection (010).

CREATE TABLE devices (
  id          TEXT NOT NULL PRIMARY KEY,
  created_at  TEXT NOT NULL,
  updated_at  TEXT NOT NULL,
  created_by  TEXT,
  updated_by  TEXT,
  name        TEXT,
  kind        TEXT,
  description TEXT
) STRICT;
