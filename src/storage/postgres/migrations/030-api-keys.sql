-- 030 (PostgreSQL): API keys, as SQLite's 030 (the reasons are there).
CREATE TABLE api_keys (
  name         text COLLATE "C" NOT NULL,
  scope        text NOT NULL CHECK (scope IN ('read', 'write', 'admin')),
  prefix       text NOT NULL,
  hash         text COLLATE "C" NOT NULL UNIQUE,
  created_at   text NOT NULL,
  last_used_at text,
  revoked_at   text
);

CREATE UNIQUE INDEX api_keys_live_name ON api_keys (name) WHERE revoked_at IS NULL;
