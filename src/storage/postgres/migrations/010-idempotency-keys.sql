-- 010 (PostgreSQL): remembered creates for Idempotency-Key, as SQLite's 010. The key's row commits
-- in the same transaction as the resource's row.
CREATE TABLE idempotency_keys (
  collection   text COLLATE "C" NOT NULL,
  key          text COLLATE "C" NOT NULL,
  fingerprint  text NOT NULL,
  resource_id  text NOT NULL,
  snapshot     text NOT NULL,
  created_at   text COLLATE "C" NOT NULL,
  PRIMARY KEY (collection, key)
);

CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
