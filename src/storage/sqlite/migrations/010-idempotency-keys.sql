-- 010: remembered creates for Idempotency-Key. A retried POST with the same key and the same request
-- gets the first answer (the snapshot) instead of a second row. Numbered apart from the search
-- indexes so both can land in either order.
CREATE TABLE idempotency_keys (
  collection   TEXT NOT NULL,
  key          TEXT NOT NULL,
  fingerprint  TEXT NOT NULL,
  resource_id  TEXT NOT NULL,
  snapshot     TEXT NOT NULL,
  created_at   TEXT NOT NULL,
  PRIMARY KEY (collection, key)
) STRICT;

-- Old keys are purged by age.
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
