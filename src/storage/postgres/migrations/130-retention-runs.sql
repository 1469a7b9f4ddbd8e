-- 130 (PostgreSQL): retention of field data, as SQLite's 130 (the reasons are there); text in the
-- "C" collation, so that timestamps compare byte for byte, as on SQLite.

CREATE TABLE retention_runs (
  id           bigserial PRIMARY KEY,
  collection   text COLLATE "C" NOT NULL,
  trigger_kind text COLLATE "C" NOT NULL,
  actor        text COLLATE "C",
  filter       text COLLATE "C" NOT NULL,
  started_at   text COLLATE "C" NOT NULL,
  finished_at  text COLLATE "C",
  removed      bigint NOT NULL,
  batches      integer NOT NULL,
  state        text COLLATE "C" NOT NULL,
  error        text COLLATE "C",
  token        text COLLATE "C" NOT NULL UNIQUE
);

CREATE TABLE retention_lease (
  name  text COLLATE "C" PRIMARY KEY,
  owner text COLLATE "C",
  until text COLLATE "C"
);

INSERT INTO retention_lease (name) VALUES ('schedule');
