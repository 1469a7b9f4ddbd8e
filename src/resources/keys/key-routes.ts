// API keys for admins over HTTP (issue 17): the same keys `npm run keys` makes, listed, made and
// revoked by a person or program with the admin scope. A new key's secret is in the answer to its
// create, once; nothing shows it again.
import { ProblemError } from '../../contract/problem-error.js';
import type { JsonSchema, RouteDefinition } from '../../contract/route.js';
import { CREDENTIAL_NAME, SCOPES } from '../../storage/index.js';
import type { Identity, Scope } from '../../storage/index.js';
import type { ParameterSpec } from '../../versioning/index.js';

/** The names of the key routes; the pages key the keys page by KEY_ROUTES.list. */
export const KEY_ROUTES = { list: 'key-list', create: 'key-create', show: 'key', revoke: 'key-revoke' } as const;

const NAME: ParameterSpec = {
  schema: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$' },
  description: 'What the key is for, to tell keys apart: 1 to 64 letters, digits, ".", "_" or "-".',
  example: 'field-tablet',
  required: true,
};
const SCOPE: ParameterSpec = {
  schema: { type: 'string', pattern: `^(${SCOPES.join('|')})$` },
  description: 'read (GET, HEAD), write (read and every change) or admin (write and keys).',
  example: 'write',
  required: true,
};

const TEXT_OR_NULL = { type: ['string', 'null'] };
const KEY_PROPERTIES: Record<string, JsonSchema> = {
  name: { type: 'string' },
  scope: { type: 'string', enum: [...SCOPES] },
  prefix: { type: 'string', description: 'fl_ and the first characters of the key, to tell keys apart' },
  created_at: { type: 'string', format: 'date-time' },
  last_used_at: { ...TEXT_OR_NULL, description: 'To the minute: written at most once a minute' },
  revoked_at: TEXT_OR_NULL,
};
const KEY_SCHEMA: JsonSchema = {
  type: 'object',
  xml: { name: 'key' },
  properties: KEY_PROPERTIES,
  required: Object.keys(KEY_PROPERTIES),
  additionalProperties: false,
};
const NEW_KEY_SCHEMA: JsonSchema = {
  ...KEY_SCHEMA,
  properties: {
    ...KEY_PROPERTIES,
    key: { type: 'string', description: 'The key itself, shown this once: send it as Authorization: Bearer <key>' },
  },
  required: [...Object.keys(KEY_PROPERTIES), 'key'],
};

export function keyRoutes(identity: Identity): RouteDefinition[] {
  return [
    {
      method: 'GET',
      access: 'admin',
      path: '/keys',
      name: KEY_ROUTES.list,
      input: 'none',
      summary: 'Every API key, live ones first (never a secret)',
      response: { kind: 'data', schema: { type: 'array', xml: { wrapped: true }, items: KEY_SCHEMA } },
      handler: async () => {
        const keys = await identity.listKeys();
        const live = keys.filter((key) => key.revoked_at === null).length;
        return {
          data: keys,
          message: `${live} live key${live === 1 ? '' : 's'}, ${keys.length - live} revoked.`,
          links: { self: '/keys' },
        };
      },
    },
    {
      method: 'POST',
      access: 'admin',
      path: '/keys',
      name: KEY_ROUTES.create,
      input: 'all',
      query: { name: NAME, scope: SCOPE },
      summary: 'Make an API key; the answer holds the key itself, shown this once',
      status: 201,
      problems: ['invalid-parameters'],
      response: { kind: 'data', schema: NEW_KEY_SCHEMA },
      handler: async ({ values }) => {
        const name = checkParameter(values, 'name', (text): text is string => CREDENTIAL_NAME.test(text), NAME.description);
        const scope = checkParameter(values, 'scope', isScope, 'read, write or admin');
        const created = await identity.createKey(name, scope);
        if (created === undefined) {
          throw new ProblemError(
            'invalid-parameters',
            `A live key named "${name}" exists already; revoke it first or choose another name.`,
            {
              errors: [
                {
                  parameter: 'name',
                  code: 'taken',
                  message: `a live key is named "${name}"`,
                  expected: 'a name no live key has',
                  received: name,
                },
              ],
            },
          );
        }
        return {
          status: 201,
          data: { ...created.listing, key: created.secret },
          message: `Key "${name}" (${scope}) created. Send it as Authorization: Bearer <key>. It is shown this once: store it now.`,
          links: { self: keyPath(name), collection: '/keys' },
          headers: { 'Cache-Control': 'no-store', Location: keyPath(name) },
          showAfterPost: true,
        };
      },
    },
    {
      method: 'GET',
      access: 'admin',
      path: '/keys/:name',
      name: KEY_ROUTES.show,
      input: 'none',
      summary: 'One live API key (never its secret)',
      problems: ['resource-not-found'],
      response: { kind: 'data', schema: KEY_SCHEMA },
      handler: async ({ params }) => {
        const name = params.name!;
        const key = (await identity.listKeys()).find((listed) => listed.name === name && listed.revoked_at === null);
        if (key === undefined) throw noLiveKey(name);
        return { data: key, message: `Key "${name}" (${key.scope}).`, links: { self: keyPath(name), collection: '/keys' } };
      },
    },
    {
      method: 'DELETE',
      access: 'admin',
      path: '/keys/:name',
      name: KEY_ROUTES.revoke,
      input: 'none',
      summary: 'Revoke a key: it stops working within a second, in every process',
      problems: ['resource-not-found'],
      response: { kind: 'data', schema: KEY_SCHEMA },
      handler: async ({ params }) => {
        const name = params.name!;
        const revoked = await identity.revokeKey(name);
        if (revoked === undefined) throw noLiveKey(name);
        return { data: revoked, message: `Key "${name}" revoked.`, links: { collection: '/keys' } };
      },
    },
  ];
}

function keyPath(name: string): string {
  return `/keys/${encodeURIComponent(name)}`;
}

function noLiveKey(name: string): ProblemError<'resource-not-found'> {
  return new ProblemError('resource-not-found', `No live key is named "${name.slice(0, 64)}"; GET /keys lists them.`, {
    collection: 'keys',
    id: name.slice(0, 64),
  });
}

function isScope(text: string): text is Scope {
  return (SCOPES as readonly string[]).includes(text);
}

function checkParameter<T extends string>(
  values: Record<string, unknown>,
  name: string,
  valid: (text: string) => text is T,
  expected: string,
): T {
  const value = values[name];
  if (typeof value === 'string' && valid(value)) return value;
  const missing = value === undefined || value === '';
  const message = missing ? `${name} is required to make a key` : `${name} must be ${expected}`;
  throw new ProblemError('invalid-parameters', `${message}.`, {
    errors: [{ parameter: name, code: missing ? 'required' : 'invalid', message, expected, received: value ?? null }],
  });
}
