// Webhooks (issue 19): subscriptions, their queue of deliveries and the attempts at each, in SQL
// both engines take (`?` placeholders; the PostgreSQL store numbers them), as identity.ts does.
// Deliveries are made from the change log, never beside it: a webhook's `position` is the last event
// it has looked at, and enqueue() turns the matching events after it into deliveries and moves it on
// in one transaction; a delivery's key is (webhook, event), so a second process doing the same adds
// nothing. The log being durable, an event committed is an event delivered, whatever crashes between.
import type { IdentitySql } from './identity.js';
import type { ChangeEvent, Webhook, WebhookAttempt, WebhookDelivery, WebhookStore, DueDelivery, AttemptRecord } from './store.js';

export type { Webhook, WebhookAttempt, WebhookDelivery, WebhookStore, DueDelivery, AttemptRecord } from './store.js';

/** Events turned into deliveries in one transaction, at most. */
const ENQUEUE_SPAN = 1_000;

type Count = number | string;
type WebhookRow = Omit<Webhook, 'types' | 'paused' | 'pending' | 'failed' | 'delivered'> & {
  paused: Count;
  pending: Count;
  failed: Count;
  delivered: Count;
};

const WEBHOOK_SELECT = `SELECT w.id, w.url, w.description, w.paused, w.created_at, w.updated_at, w.created_by,
  (SELECT count(*) FROM webhook_deliveries d WHERE d.webhook_id = w.id AND d.state = 'pending') AS pending,
  (SELECT count(*) FROM webhook_deliveries d WHERE d.webhook_id = w.id AND d.state = 'failed') AS failed,
  (SELECT count(*) FROM webhook_deliveries d WHERE d.webhook_id = w.id AND d.state = 'delivered') AS delivered
  FROM webhooks w`;

// A pattern matches as GET /events's `type` does: `*`, an exact type, or `reading.*` as a prefix.
const MATCHES_TYPE = `EXISTS (SELECT 1 FROM webhook_types t WHERE t.webhook_id = w.id AND (t.pattern = '*' OR t.pattern = e.type
  OR (substr(t.pattern, length(t.pattern) - 1) = '.*' AND substr(e.type, 1, length(t.pattern) - 1) = substr(t.pattern, 1, length(t.pattern) - 1))))`;

export class SqlWebhookStore implements WebhookStore {
  readonly #sql: IdentitySql;

  constructor(sql: IdentitySql) {
    this.#sql = sql;
  }

  async create(input: {
    id: string;
    url: string;
    types: readonly string[];
    description: string | null;
    secret: string;
    actor: string | null;
  }): Promise<Webhook> {
    const now = new Date().toISOString();
    // It starts at the newest event: a new subscription hears what happens from now on.
    await this.#sql.runAll([
      {
        sql: `INSERT INTO webhooks (id, url, description, secret, paused, position, created_at, updated_at, created_by)
              VALUES (?, ?, ?, ?, 0, (SELECT coalesce(max(id), 0) FROM events), ?, ?, ?)`,
        params: [input.id, input.url, input.description, input.secret, now, now, input.actor],
      },
      ...[...new Set(input.types)].map((pattern) => ({
        sql: 'INSERT INTO webhook_types (webhook_id, pattern) VALUES (?, ?)',
        params: [input.id, pattern],
      })),
    ]);
    return (await this.get(input.id))!;
  }

  async list(): Promise<Webhook[]> {
    const rows = await this.#sql.all<WebhookRow>(`${WEBHOOK_SELECT} ORDER BY w.created_at, w.id`, []);
    const types = await this.#sql.all<{ webhook_id: string; pattern: string }>(
      'SELECT webhook_id, pattern FROM webhook_types ORDER BY pattern',
      [],
    );
    return rows.map((row) =>
      webhookOf(
        row,
        types.filter((type) => type.webhook_id === row.id).map((type) => type.pattern),
      ),
    );
  }

  async get(id: string): Promise<Webhook | undefined> {
    const [row] = await this.#sql.all<WebhookRow>(`${WEBHOOK_SELECT} WHERE w.id = ?`, [id]);
    if (row === undefined) return undefined;
    const types = await this.#sql.all<{ pattern: string }>('SELECT pattern FROM webhook_types WHERE webhook_id = ? ORDER BY pattern', [id]);
    return webhookOf(
      row,
      types.map((type) => type.pattern),
    );
  }

  async secretOf(id: string): Promise<string | undefined> {
    const [row] = await this.#sql.all<{ secret: string }>('SELECT secret FROM webhooks WHERE id = ?', [id]);
    return row?.secret;
  }

  async setPaused(id: string, paused: boolean): Promise<Webhook | undefined> {
    await this.#sql.run('UPDATE webhooks SET paused = ?, updated_at = ? WHERE id = ?', [paused ? 1 : 0, new Date().toISOString(), id]);
    return this.get(id);
  }

  async delete(id: string): Promise<Webhook | undefined> {
    const found = await this.get(id);
    if (found === undefined) return undefined;
    await this.#sql.runAll(
      ['webhook_attempts', 'webhook_deliveries', 'webhook_types']
        .map((table) => ({ sql: `DELETE FROM ${table} WHERE webhook_id = ?`, params: [id] }))
        .concat({
          sql: 'DELETE FROM webhooks WHERE id = ?',
          params: [id],
        }),
    );
    return found;
  }

  async deliveries(id: string, options: { limit: number; before?: number | undefined }): Promise<WebhookDelivery[]> {
    const rows = await this.#sql.all<Omit<WebhookDelivery, 'id' | 'attempt_log'> & { event_id: Count; attempts: Count }>(
      `SELECT event_id, event_type, state, attempts, next_attempt_at, first_attempt_at, last_attempt_at, last_status, last_error, created_at
       FROM webhook_deliveries WHERE webhook_id = ? AND event_id < ? ORDER BY event_id DESC LIMIT ?`,
      [id, options.before ?? Number.MAX_SAFE_INTEGER, options.limit],
    );
    if (rows.length === 0) return [];
    const attempts = await this.#sql.all<WebhookAttempt & { event_id: Count }>(
      `SELECT event_id, attempt, at, status, error, duration_ms FROM webhook_attempts
       WHERE webhook_id = ? AND event_id >= ? AND event_id <= ? ORDER BY event_id, attempt`,
      [id, Number(rows.at(-1)!.event_id), Number(rows[0]!.event_id)],
    );
    return rows.map((row) => ({
      id: messageId(id, Number(row.event_id)),
      ...row,
      event_id: Number(row.event_id),
      attempts: Number(row.attempts),
      next_attempt_at: row.state === 'pending' ? row.next_attempt_at : null,
      attempt_log: attempts
        .filter((attempt) => Number(attempt.event_id) === Number(row.event_id))
        .map(({ attempt, at, status, error, duration_ms }) => ({
          attempt: Number(attempt),
          at,
          status,
          error,
          duration_ms: Number(duration_ms),
        })),
    }));
  }

  async enqueue(): Promise<boolean> {
    for (;;) {
      const [span] = await this.#sql.all<{ low: Count | null; newest: Count | null }>(
        'SELECT (SELECT min(position) FROM webhooks) AS low, (SELECT max(id) FROM events) AS newest',
        [],
      );
      if (span?.low === null || span?.low === undefined) return false;
      const low = Number(span.low);
      const newest = Number(span.newest ?? 0);
      if (low >= newest) return true;
      const through = Math.min(newest, low + ENQUEUE_SPAN);
      const now = new Date().toISOString();
      await this.#sql.runAll([
        {
          sql: `INSERT INTO webhook_deliveries (webhook_id, event_id, event_type, state, attempts, next_attempt_at, created_at)
                SELECT w.id, e.id, e.type, 'pending', 0, CAST(? AS TEXT), CAST(? AS TEXT)
                FROM webhooks w JOIN events e ON e.id > w.position AND e.id <= ?
                WHERE ${MATCHES_TYPE}
                ON CONFLICT (webhook_id, event_id) DO NOTHING`,
          params: [now, now, through],
        },
        { sql: 'UPDATE webhooks SET position = ? WHERE position < ?', params: [through, through] },
      ]);
    }
  }

  async claim(owner: string, now: Date, until: Date): Promise<string[]> {
    const at = now.toISOString();
    const lease = until.toISOString();
    // A read first: most rounds find nothing due, and a write each second from every process would
    // cost a commit (an fsync on SQLite) for nothing.
    const due = await this.#sql.all<{ one: number }>(
      `SELECT 1 AS one FROM webhooks WHERE paused = 0 AND (lease_until IS NULL OR lease_until < ?)
         AND (SELECT d.next_attempt_at FROM webhook_deliveries d WHERE d.webhook_id = webhooks.id AND d.state = 'pending'
              ORDER BY d.event_id LIMIT 1) <= ? LIMIT 1`,
      [at, at],
    );
    if (due.length === 0) return [];
    // One statement: on SQLite the single writer, on PostgreSQL the row locks of UPDATE make two
    // processes that claim at once take different webhooks, never the same one.
    await this.#sql.run(
      `UPDATE webhooks SET lease_owner = ?, lease_until = ?
       WHERE paused = 0 AND (lease_until IS NULL OR lease_until < ?)
         AND (SELECT d.next_attempt_at FROM webhook_deliveries d WHERE d.webhook_id = webhooks.id AND d.state = 'pending'
              ORDER BY d.event_id LIMIT 1) <= ?`,
      [owner, lease, at, at],
    );
    const rows = await this.#sql.all<{ id: string }>('SELECT id FROM webhooks WHERE lease_owner = ? AND lease_until = ?', [owner, lease]);
    return rows.map((row) => row.id);
  }

  async head(webhookId: string): Promise<DueDelivery | undefined> {
    const [row] = await this.#sql.all<{
      event_id: Count;
      attempts: Count;
      first_attempt_at: string | null;
      next_attempt_at: string;
      url: string;
      secret: string;
      paused: Count;
      present: Count | null;
      type: string;
      collection: ChangeEvent['collection'];
      resource_id: string;
      actor: string | null;
      occurred_at: string;
      data: string;
      traceparent: string | null;
    }>(
      `SELECT d.event_id, d.attempts, d.first_attempt_at, d.next_attempt_at, w.url, w.secret, w.paused,
              e.id AS present, e.type, e.collection, e.resource_id, e.actor, e.occurred_at, e.data, e.traceparent
       FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id LEFT JOIN events e ON e.id = d.event_id
       WHERE d.webhook_id = ? AND d.state = 'pending' ORDER BY d.event_id LIMIT 1`,
      [webhookId],
    );
    if (row === undefined) return undefined;
    const eventId = Number(row.event_id);
    return {
      webhookId,
      eventId,
      messageId: messageId(webhookId, eventId),
      url: row.url,
      secret: row.secret,
      paused: Number(row.paused) === 1,
      attempts: Number(row.attempts),
      firstAttemptAt: row.first_attempt_at,
      nextAttemptAt: row.next_attempt_at,
      event:
        row.present === null
          ? undefined
          : {
              id: eventId,
              type: row.type,
              collection: row.collection,
              resource_id: row.resource_id,
              actor: row.actor,
              occurred_at: row.occurred_at,
              data: JSON.parse(row.data) as Record<string, unknown>,
            },
      traceparent: row.traceparent ?? null,
    };
  }

  async record(attempt: AttemptRecord): Promise<void> {
    const at = attempt.at.toISOString();
    await this.#sql.runAll([
      {
        sql: `UPDATE webhook_deliveries SET state = ?, attempts = ?, next_attempt_at = ?, first_attempt_at = coalesce(first_attempt_at, ?),
              last_attempt_at = ?, last_status = ?, last_error = ? WHERE webhook_id = ? AND event_id = ?`,
        params: [
          attempt.state,
          attempt.attempt,
          (attempt.nextAttemptAt ?? attempt.at).toISOString(),
          at,
          at,
          attempt.status,
          attempt.error,
          attempt.webhookId,
          attempt.eventId,
        ],
      },
      {
        // Only while the delivery exists: a webhook removed during the attempt took its queue with it,
        // and the attempt's row would break the foreign key (an error logged for an ordinary DELETE).
        // The casts give PostgreSQL the types that a VALUES list would take from the columns.
        sql: `INSERT INTO webhook_attempts (webhook_id, event_id, attempt, at, status, error, duration_ms)
              SELECT CAST(? AS TEXT), CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS TEXT), CAST(? AS INTEGER), CAST(? AS TEXT), CAST(? AS BIGINT)
              WHERE EXISTS (SELECT 1 FROM webhook_deliveries WHERE webhook_id = ? AND event_id = ?)`,
        params: [
          attempt.webhookId,
          attempt.eventId,
          attempt.attempt,
          at,
          attempt.status,
          attempt.error,
          Math.round(attempt.durationMs),
          attempt.webhookId,
          attempt.eventId,
        ],
      },
    ]);
  }

  async renew(webhookId: string, owner: string, until: Date): Promise<void> {
    await this.#sql.run('UPDATE webhooks SET lease_until = ? WHERE id = ? AND lease_owner = ?', [until.toISOString(), webhookId, owner]);
  }

  async release(webhookId: string, owner: string): Promise<void> {
    await this.#sql.run('UPDATE webhooks SET lease_owner = NULL, lease_until = NULL WHERE id = ? AND lease_owner = ?', [webhookId, owner]);
  }
}

/** The webhook-id header: the same on every attempt at one event for one webhook (Standard Webhooks). */
function messageId(webhookId: string, eventId: number): string {
  return `msg_${webhookId}_${eventId}`;
}

function webhookOf(row: WebhookRow, types: string[]): Webhook {
  return {
    id: row.id,
    url: row.url,
    types,
    description: row.description,
    paused: Number(row.paused) === 1,
    created_at: row.created_at,
    updated_at: row.updated_at,
    created_by: row.created_by,
    pending: Number(row.pending),
    failed: Number(row.failed),
    delivered: Number(row.delivered),
  };
}
