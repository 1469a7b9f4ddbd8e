-- 100 (PostgreSQL): every statement that appends to the change log wakes the live streams of every
-- process (src/storage/postgres/event-channel.ts LISTENs). NOTIFY is sent at COMMIT, and not at all
-- on ROLLBACK, so a wake-up never announces an event that does not exist; notifications of one
-- transaction with the same payload are folded into one. It is only a hint: a process that missed
-- one (its listening connection was down) finds the events by its poll, and reads the log itself.

CREATE FUNCTION fieldlog_wake_event_streams() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fieldlog_events', '');
  RETURN NULL;
END;
$$;

CREATE TRIGGER events_wake_streams AFTER INSERT ON events
  FOR EACH STATEMENT EXECUTE FUNCTION fieldlog_wake_event_streams();
