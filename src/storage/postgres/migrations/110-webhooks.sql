-- 110 (PostgreSQL): webhooks, as SQLite's 110 (the reasons are there); text in the "C" collation,
-- so that timestamps and ids compare byte for byte, as on SQLite.
-- (issue 19, INTERFACE.md §9). A subscription follows the change log from `position`
-- (the last event id it has looked at): src/storage/webhooks.ts turns the events after it that match
-- its types into deliveries, one per (webhook, event) whatever process does it, then moves the
-- position on. A delivery is tried in event order within its webhook; the process that holds the
-- webhook's lease (lease_owner until lease_until) is the only one trying, so each delivery is
-- attempted by one process at a time, and a lease left by a process that died runs out.
-- The secret signs deliveries, so it is kept as it is, unlike an API key's hash.

CREATE TABLE webhooks (
  id          text COLLATE "C" PRIMARY KEY,
  url         text COLLATE "C" NOT NULL,
  description text COLLATE "C",
  secret      text COLLATE "C" NOT NULL,
  paused      integer NOT NULL DEFAULT 0,
  position    bigint NOT NULL,
  created_at  text COLLATE "C" NOT NULL,
  updated_at  text COLLATE "C" NOT NULL,
  created_by  text COLLATE "C",
  lease_owner text COLLATE "C",
  lease_until text
);

-- One row per type pattern: `reading.created`, `reading.*` or `*`, matched in SQL as the log's filter is.
CREATE TABLE webhook_types (
  webhook_id text COLLATE "C" NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
  pattern    text COLLATE "C" NOT NULL,
  PRIMARY KEY (webhook_id, pattern)
);

-- state: pending (to try, at next_attempt_at), delivered, or failed (given up 24 hours after its first try).
CREATE TABLE webhook_deliveries (
  webhook_id       text COLLATE "C" NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
  event_id         bigint NOT NULL,
  event_type       text COLLATE "C" NOT NULL,
  state            text COLLATE "C" NOT NULL,
  attempts         integer NOT NULL DEFAULT 0,
  next_attempt_at  text COLLATE "C" NOT NULL,
  first_attempt_at text COLLATE "C",
  last_attempt_at  text COLLATE "C",
  last_status      integer,
  last_error       text COLLATE "C",
  created_at       text COLLATE "C" NOT NULL,
  PRIMARY KEY (webhook_id, event_id)
);

-- The head of each webhook's queue: its oldest pending delivery.
CREATE INDEX webhook_deliveries_pending ON webhook_deliveries (webhook_id, state, event_id);

CREATE TABLE webhook_attempts (
  webhook_id  text COLLATE "C" NOT NULL,
  event_id    bigint NOT NULL,
  attempt     bigint NOT NULL,
  at          text COLLATE "C" NOT NULL,
  status      integer,
  error       text COLLATE "C",
  duration_ms bigint NOT NULL,
  PRIMARY KEY (webhook_id, event_id, attempt),
  FOREIGN KEY (webhook_id, event_id) REFERENCES webhook_deliveries (webhook_id, event_id) ON DELETE CASCADE
);
