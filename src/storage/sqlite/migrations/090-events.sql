-- 090: the change log (issue 19, INTERFACE.md §9). Every committed create, update and delete
-- appends one event in the same transaction as its change (src/storage/events.ts says what an event
-- holds; the writes append them: src/storage/sqlite/writer/collection-writes.ts). AUTOINCREMENT, so
-- an id is never handed out twice, even after the newest events were pruned; a single writer commits
-- them in id order, so a reader that has seen id N has seen every event before it.
-- event_log_state.pruned_through: every id up to it may have been removed by retention, so a client
-- that asks for events after an older id is told where the log now starts (410).

CREATE TABLE events (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  type        TEXT NOT NULL,
  collection  TEXT NOT NULL,
  resource_id TEXT NOT NULL,
  actor       TEXT,
  occurred_at TEXT NOT NULL,
  data        TEXT NOT NULL
) STRICT;

-- GET /events?collection=…: that collection's events in id order.
CREATE INDEX events_by_collection ON events (collection, id);

CREATE TABLE event_log_state (
  one            INTEGER PRIMARY KEY CHECK (one = 1),
  pruned_through INTEGER NOT NULL
) STRICT;

INSERT INTO event_log_state (one, pruned_through) VALUES (1, 0);
