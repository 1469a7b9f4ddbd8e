-- 110: webhooks (issue 19, INTERFACE.md §9). A subscription follows the change log from `position`
-- (the last event id it has looked at): src/storage/webhooks.ts turns the events after it that match
-- its types into deliveries, one per (webhook, event) whatever process does it, then moves the
-- position on. A delivery is tried in event order within its webhook; the process that holds the
-- webhook's lease (lease_owner until lease_until) is the only one trying, so each delivery is
-- attempted by one process at a time, and a lease left by a process that died runs out.
-- The secret signs deliveries, so it is kept as it is, unlike an API key's hash.

CREATE TABLE webhooks (
  id          TEXT PRIMARY KEY,
  url         TEXT NOT NULL,
  description TEXT,
  secret      TEXT NOT NULL,
  paused      INTEGER NOT NULL DEFAULT 0,
  position    INTEGER NOT NULL,
  created_at  TEXT NOT NULL,
  updated_at  TEXT NOT NULL,
  created_by  TEXT,
  lease_owner TEXT,
  lease_until TEXT
) STRICT;

-- One row per type pattern: `reading.created`, `reading.*` or `*`, matched in SQL as the log's filter is.
CREATE TABLE webhook_types (
  webhook_id TEXT NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
  pattern    TEXT NOT NULL,
  PRIMARY KEY (webhook_id, pattern)
) STRICT;

-- state: pending (to try, at next_attempt_at), delivered, or failed (given up 24 hours after its first try).
CREATE TABLE webhook_deliveries (
  webhook_id       TEXT NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
  event_id         INTEGER NOT NULL,
  event_type       TEXT NOT NULL,
  state            TEXT NOT NULL,
  attempts         INTEGER NOT NULL DEFAULT 0,
  next_attempt_at  TEXT NOT NULL,
  first_attempt_at TEXT,
  last_attempt_at  TEXT,
  last_status      INTEGER,
  last_error       TEXT,
  created_at       TEXT NOT NULL,
  PRIMARY KEY (webhook_id, event_id)
) STRICT;

-- The head of each webhook's queue: its oldest pending delivery.
CREATE INDEX webhook_deliveries_pending ON webhook_deliveries (webhook_id, state, event_id);

CREATE TABLE webhook_attempts (
  webhook_id  TEXT NOT NULL,
  event_id    INTEGER NOT NULL,
  attempt     INTEGER NOT NULL,
  at          TEXT NOT NULL,
  status      INTEGER,
  error       TEXT,
  duration_ms INTEGER NOT NULL,
  PRIMARY KEY (webhook_id, event_id, attempt),
  FOREIGN KEY (webhook_id, event_id) REFERENCES webhook_deliveries (webhook_id, event_id) ON DELETE CASCADE
) STRICT;
