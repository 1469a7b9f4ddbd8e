-- 030: API keys (issue 17, INTERFACE.md §8). A key is shown once and stored only as its SHA-256
-- (a key carries 256 random bits, so a slow hash adds nothing); `prefix` is its first characters,
-- for people to tell keys apart in a list. A revoked key keeps its row (for the audit of what it
-- did) and frees its name: only keys not revoked need unique names.
CREATE TABLE api_keys (
  name         TEXT NOT NULL,
  scope        TEXT NOT NULL CHECK (scope IN ('read', 'write', 'admin')),
  prefix       TEXT NOT NULL,
  hash         TEXT NOT NULL UNIQUE,
  created_at   TEXT NOT NULL,
  last_used_at TEXT,
  revoked_at   TEXT
) STRICT;

CREATE UNIQUE INDEX api_keys_live_name ON api_keys (name) WHERE revoked_at IS NULL;
