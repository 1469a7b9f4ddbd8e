// LISTEN for the change log's wake-ups (migration 100-event-wake.sql) on a connection of its own: a
// pooled connection goes back to the pool and hears nothing. When that connection drops (a restart,
// a failover), it is opened again after a pause, and the watchers look at the log at once, since a
// NOTIFY sent while it was away is gone; the poll in event-signal.ts covers the time between.
import pg from 'pg';
import type { WakeChannel } from '../event-signal.js';
import type { PostgresTarget } from './database-url.js';

const CHANNEL = 'fieldlog_events';
const RECONNECT_MS = 1_000;

export function listenForEvents(target: PostgresTarget): WakeChannel {
  return (wake) => {
    let stopped = false;
    let client: pg.Client | undefined;
    let retry: NodeJS.Timeout | undefined;

    const again = (lost: pg.Client) => {
      if (stopped || client !== lost) return;
      client = undefined;
      lost.end().catch(() => {});
      retry = setTimeout(open, RECONNECT_MS);
      retry.unref();
    };

    const open = () => {
      if (stopped) return;
      const listening = new pg.Client({ connectionString: target.url, application_name: 'fieldlog-events', keepAlive: true });
      client = listening;
      listening.on('notification', () => wake());
      listening.on('error', () => again(listening));
      listening.on('end', () => again(listening));
      listening
        .connect()
        .then(() => listening.query(`LISTEN ${CHANNEL}`))
        .then(() => wake())
        .catch(() => again(listening));
    };

    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      client?.end().catch(() => {});
      client = undefined;
    };
  };
}
