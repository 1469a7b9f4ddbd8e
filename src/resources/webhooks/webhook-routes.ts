// Webhooks for admins (issue 19, INTERFACE.md §9): subscriptions to the change log, made, listed,
// paused, resumed and removed over HTTP, and each one's deliveries with every attempt. The signing
// secret is in the answer to the create, once; the database keeps it (it signs every delivery), but
// no route shows it again.
import { ulid } from 'ulid';
import { ProblemError } from '../../contract/problem-error.js';
import type { RouteDefinition } from '../../contract/route.js';
import type { ParameterError, ParameterSpec } from '../../versioning/index.js';
import type { Webhook, WebhookStore } from '../../storage/index.js';
import { checkWebhookUrl, resolveWebhookHost } from '../../webhooks/address-guard.js';
import type { WebhookUrlPolicy } from '../../webhooks/address-guard.js';
import { newWebhookSecret } from '../../webhooks/signature.js';
import { DELIVERY_SCHEMA, NEW_WEBHOOK_SCHEMA, WEBHOOK_SCHEMA } from './schemas.js';

/** The names of the webhook routes; the pages key the admin page by WEBHOOK_ROUTES.list. */
export const WEBHOOK_ROUTES = {
  list: 'webhook-list',
  create: 'webhook-create',
  show: 'webhook',
  change: 'webhook-change',
  remove: 'webhook-delete',
  deliveries: 'webhook-deliveries',
} as const;

const TYPE = '(\\*|(location|reading|device)\\.(\\*|created|updated|deleted))';
const TYPES_PATTERN = new RegExp(`^${TYPE}(\\s*,\\s*${TYPE}){0,19}$`);

const URL_SPEC: ParameterSpec = {
  schema: { type: 'string' },
  description: 'Where deliveries are POSTed: an https URL (http with WEBHOOK_ALLOW_HTTP=true) whose host is a public address.',
  example: 'https://receiver.example.org/fieldlog',
  required: true,
};
const TYPES_SPEC: ParameterSpec = {
  schema: { type: 'string' },
  description:
    "The event types to deliver, separated by commas: exact (`reading.created`), one resource's (`reading.*`), or every type (`*`); at most 20.",
  example: 'reading.*,location.created',
  required: true,
};
const DESCRIPTION_SPEC: ParameterSpec = {
  schema: { type: 'string', maxLength: 500 },
  description: 'What the subscription is for, to tell them apart (optional, up to 500 characters).',
  example: 'Alerts for the north field',
};
const PAUSED_SPEC: ParameterSpec = {
  schema: { type: 'string', pattern: '^(true|false)$' },
  description: 'true pauses deliveries (events still queue up, in order); false resumes them. JSON may send a boolean.',
  example: 'true',
  required: true,
};
const LIMIT_SPEC: ParameterSpec = {
  schema: { type: 'string', pattern: '^[1-9][0-9]{0,2}$' },
  description: 'The most deliveries a page holds, 1 to 200; 50 by default.',
  example: '50',
};
const BEFORE_SPEC: ParameterSpec = {
  schema: { type: 'string', pattern: '^[0-9]{1,15}$' },
  description: 'Only deliveries of events older than this event id (the next page: links.next).',
  example: '120',
};

export function webhookRoutes(webhooks: WebhookStore, policy: WebhookUrlPolicy): RouteDefinition[] {
  const find = async (id: string): Promise<Webhook> => {
    const found = await webhooks.get(id);
    if (found === undefined) throw noWebhook(id);
    return found;
  };
  return [
    {
      method: 'GET',
      access: 'admin',
      path: '/webhooks',
      name: WEBHOOK_ROUTES.list,
      input: 'none',
      summary: 'Every webhook, oldest first, with its delivery counts (never a secret)',
      response: { kind: 'data', schema: { type: 'array', xml: { wrapped: true }, items: WEBHOOK_SCHEMA } },
      handler: async () => {
        const all = await webhooks.list();
        const paused = all.filter((webhook) => webhook.paused).length;
        return {
          data: all,
          message: `${all.length} webhook${all.length === 1 ? '' : 's'}${paused === 0 ? '' : `, ${paused} paused`}.`,
          links: { self: '/webhooks' },
        };
      },
    },
    {
      method: 'POST',
      access: 'admin',
      path: '/webhooks',
      name: WEBHOOK_ROUTES.create,
      input: 'all',
      query: { url: URL_SPEC, types: TYPES_SPEC, description: DESCRIPTION_SPEC },
      summary: 'Subscribe a URL to events; the answer holds the signing secret, shown this once',
      status: 201,
      problems: ['invalid-parameters'],
      response: { kind: 'data', schema: NEW_WEBHOOK_SCHEMA },
      handler: async ({ values, principal }) => {
        const errors: ParameterError[] = [];
        const url = await checkUrl(values.url, policy, errors);
        const types = checkTypes(values.types, errors);
        const description = checkDescription(values.description, errors);
        if (errors.length > 0 || url === undefined || types === undefined) {
          const sentences = errors.map((error) => error.message.replace(/\.$/, ''));
          throw new ProblemError('invalid-parameters', `${sentences.join('; ')}.`, { errors });
        }
        const secret = newWebhookSecret();
        const created = await webhooks.create({ id: ulid(), url, types, description, secret, actor: principal?.name ?? null });
        return {
          status: 201,
          data: { ...created, secret },
          message: `Webhook created: events of ${types.join(', ')} go to ${url}, signed with the secret in this answer. It is shown this once: store it now.`,
          links: { self: webhookPath(created.id), deliveries: `${webhookPath(created.id)}/deliveries`, collection: '/webhooks' },
          headers: { 'Cache-Control': 'no-store', Location: webhookPath(created.id) },
          showAfterPost: true,
        };
      },
    },
    {
      method: 'GET',
      access: 'admin',
      path: '/webhooks/:id',
      name: WEBHOOK_ROUTES.show,
      input: 'none',
      summary: 'One webhook and its delivery counts (never its secret)',
      problems: ['resource-not-found'],
      response: { kind: 'data', schema: WEBHOOK_SCHEMA },
      handler: async ({ params }) => {
        const webhook = await find(params.id!);
        return {
          data: webhook,
          message: `Webhook to ${webhook.url}${webhook.paused ? ', paused' : ''}: ${webhook.pending} pending, ${webhook.delivered} delivered, ${webhook.failed} given up.`,
          links: { self: webhookPath(webhook.id), deliveries: `${webhookPath(webhook.id)}/deliveries`, collection: '/webhooks' },
        };
      },
    },
    {
      method: 'PATCH',
      access: 'admin',
      path: '/webhooks/:id',
      name: WEBHOOK_ROUTES.change,
      input: 'all',
      query: { paused: PAUSED_SPEC },
      summary: 'Pause or resume a webhook (forms: POST with _method=PATCH)',
      problems: ['resource-not-found', 'invalid-parameters'],
      response: { kind: 'data', schema: WEBHOOK_SCHEMA },
      handler: async ({ params, values }) => {
        const paused = readBoolean(values.paused);
        await find(params.id!);
        const changed = await webhooks.setPaused(params.id!, paused);
        if (changed === undefined) throw noWebhook(params.id!);
        return {
          data: changed,
          message: paused
            ? `Webhook paused: events queue up in order (${changed.pending} pending) and go out once it is resumed.`
            : `Webhook resumed: its ${changed.pending} pending deliveries go out in order.`,
          links: { self: webhookPath(changed.id), deliveries: `${webhookPath(changed.id)}/deliveries`, collection: '/webhooks' },
        };
      },
    },
    {
      method: 'DELETE',
      access: 'admin',
      path: '/webhooks/:id',
      name: WEBHOOK_ROUTES.remove,
      input: 'none',
      summary: 'Remove a webhook and its deliveries; nothing more is sent to it',
      problems: ['resource-not-found'],
      response: { kind: 'data', schema: WEBHOOK_SCHEMA },
      handler: async ({ params }) => {
        const removed = await webhooks.delete(params.id!);
        if (removed === undefined) throw noWebhook(params.id!);
        return {
          data: removed,
          message: `Webhook to ${removed.url} removed, with ${removed.pending} pending deliveries.`,
          links: { collection: '/webhooks' },
        };
      },
    },
    {
      method: 'GET',
      access: 'admin',
      path: '/webhooks/:id/deliveries',
      name: WEBHOOK_ROUTES.deliveries,
      input: 'none',
      query: { limit: LIMIT_SPEC, before: BEFORE_SPEC },
      summary: "A webhook's deliveries, newest event first, each with its attempts, status and next try",
      problems: ['resource-not-found', 'invalid-parameters'],
      response: { kind: 'data', schema: { type: 'array', xml: { wrapped: true }, items: DELIVERY_SCHEMA } },
      handler: async ({ params, values }) => {
        const webhook = await find(params.id!);
        const limit = readLimit(values.limit);
        const before = values.before === undefined ? undefined : Number(values.before);
        const deliveries = await webhooks.deliveries(webhook.id, { limit, before });
        const base = `${webhookPath(webhook.id)}/deliveries`;
        const next = deliveries.length === limit ? `${base}?limit=${limit}&before=${deliveries.at(-1)!.event_id}` : null;
        return {
          data: deliveries,
          message: `${deliveries.length} deliveries to ${webhook.url}, newest event first: ${webhook.pending} pending, ${webhook.delivered} delivered, ${webhook.failed} given up in all.`,
          links: { self: before === undefined ? base : `${base}?limit=${limit}&before=${before}`, next, webhook: webhookPath(webhook.id) },
        };
      },
    },
  ];
}

/** The URL checked for shape and, unless private addresses are allowed, for where its host resolves. */
async function checkUrl(value: unknown, policy: WebhookUrlPolicy, errors: ParameterError[]): Promise<string | undefined> {
  const refuse = (code: string, message: string) => {
    errors.push({
      parameter: 'url',
      code,
      message,
      expected: URL_SPEC.description,
      received: typeof value === 'string' ? value.slice(0, 200) : (value ?? null),
    });
    return undefined;
  };
  if (value === undefined || value === '') return refuse('required', 'url is required: where deliveries are POSTed');
  const shape = checkWebhookUrl(value, policy);
  if (!shape.ok) return refuse(shape.code, shape.message);
  const resolved = await resolveWebhookHost(shape.url, policy);
  if (!resolved.ok) return refuse(resolved.code, resolved.message);
  return shape.url.href;
}

function checkTypes(value: unknown, errors: ParameterError[]): string[] | undefined {
  if (typeof value === 'string' && TYPES_PATTERN.test(value.trim())) return [...new Set(value.split(',').map((type) => type.trim()))];
  const missing = value === undefined || value === '';
  errors.push({
    parameter: 'types',
    code: missing ? 'required' : 'pattern',
    message: missing
      ? 'types is required: the event types to deliver, such as reading.* or location.created'
      : 'types must be event types separated by commas: location, reading or device, then .created, .updated, .deleted or .*; or * for every type; at most 20',
    expected: 'types such as reading.*,location.created',
    received: typeof value === 'string' ? value.slice(0, 200) : (value ?? null),
  });
  return undefined;
}

function checkDescription(value: unknown, errors: ParameterError[]): string | null {
  if (value === undefined || value === '') return null;
  if (typeof value === 'string' && value.length <= 500) return value;
  errors.push({
    parameter: 'description',
    code: 'maxLength',
    message: 'description must be text of up to 500 characters',
    expected: 'up to 500 characters',
    received: typeof value === 'string' ? `${value.slice(0, 64)}…` : (value ?? null),
  });
  return null;
}

function readBoolean(value: unknown): boolean {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  const message = value === undefined ? 'paused is required: true to pause, false to resume' : 'paused must be true or false';
  throw new ProblemError('invalid-parameters', `${message}.`, {
    errors: [
      { parameter: 'paused', code: value === undefined ? 'required' : 'type', message, expected: 'true or false', received: value ?? null },
    ],
  });
}

function readLimit(value: unknown): number {
  const limit = value === undefined ? 50 : Number(value);
  if (Number.isInteger(limit) && limit >= 1 && limit <= 200) return limit;
  throw new ProblemError('invalid-parameters', 'limit must be a whole number from 1 to 200.', {
    errors: [
      {
        parameter: 'limit',
        code: 'maximum',
        message: 'limit must be from 1 to 200',
        expected: 'a whole number from 1 to 200',
        received: value ?? null,
      },
    ],
  });
}

function webhookPath(id: string): string {
  return `/webhooks/${encodeURIComponent(id)}`;
}

function noWebhook(id: string): ProblemError<'resource-not-found'> {
  return new ProblemError('resource-not-found', `No webhook has the id "${id.slice(0, 64)}"; GET /webhooks lists them.`, {
    collection: 'webhooks',
    id: id.slice(0, 64),
  });
}
