-- 090 (PostgreSQL): the change log, as SQLite's 090 (the reasons are there). Many processes append
-- at once here, and an identity hands out ids when a transaction asks, not when it commits: a
-- transaction with id 7 may commit after one with id 8, and a reader between the two would skip 7
-- for good. So every transaction that appends takes the transaction-scoped advisory lock
-- EVENT_APPEND_LOCK first (src/storage/postgres/event-append.ts): appends commit in id order, as on
-- SQLite's single writer. data is text, the JSON exactly as written, as on SQLite.

CREATE TABLE events (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type        text COLLATE "C" NOT NULL,
  collection  text COLLATE "C" NOT NULL,
  resource_id text COLLATE "C" NOT NULL,
  actor       text COLLATE "C",
  occurred_at text NOT NULL,
  data        text NOT NULL
);

CREATE INDEX events_by_collection ON events (collection, id);

CREATE TABLE event_log_state (
  one            integer PRIMARY KEY CHECK (one = 1),
  pruned_through bigint NOT NULL
);

INSERT INTO event_log_state (one, pruned_through) VALUES (1, 0);
