// Who may call each operation (INTERFACE.md §8), derived from the `access` declared beside each route
// (src/contract/route.ts) and nothing else: the two security schemes, each operation's `security`,
// the sentence its description gains, and the answers a missing, dead or too small credential gets.
// The document describes the default: a server with a key or a person configured, PUBLIC_READ unset.
import type { HeaderObject, OperationObject, ResponseObject, SecurityRequirementObject, SecuritySchemeObject } from 'openapi3-ts/oas31';
import type { ProblemType } from '../contract/problems.js';
import type { Access, RouteDefinition } from '../contract/route.js';
import { answerIdHeaders } from './document-context.js';

export const BEARER_SCHEME = 'bearerKey';
export const COOKIE_SCHEME = 'sessionCookie';
/** The cookie that names a person's session (src/http/access/credential.ts). */
export const SESSION_COOKIE = 'fieldlog_session';
export const SIGN_IN_PATH = '/session/new';
/** What every 401 names in WWW-Authenticate (RFC 9110 §11.6.1, RFC 6750 §3). */
export const CHALLENGE = 'Bearer realm="fieldlog"';

const RANK: Readonly<Record<Access, number>> = { public: 0, read: 1, write: 2, admin: 3 };

/** Who holds each scope: keys of that scope or a wider one, people of the matching roles. */
const HOLDERS: Readonly<Record<Exclude<Access, 'public'>, string>> = {
  read: 'any key, or any person signed in',
  write: 'a key of scope write or admin, or a person signed in as an editor or an admin',
  admin: 'a key of scope admin, or a person signed in as an admin',
};

export const SECURITY_SCHEMES: Readonly<Record<string, SecuritySchemeObject>> = {
  [BEARER_SCHEME]: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'fl_… API key',
    description: [
      'An API key, for programs: `Authorization: Bearer fl_…`, exactly one such header.',
      'An operator makes one with `npm run keys -- create --name NAME --scope read|write|admin`; the key is the last line it prints, shown once and stored only as a hash.',
      '`npm run keys -- list` lists the keys (never a secret), `npm run keys -- revoke NAME` ends one.',
      'Scopes: `read` (GET, HEAD), `write` (read, and create, update, delete, bulk), `admin` (write, and keys, users, webhooks).',
      "Each operation's `security` names the scope it needs.",
    ].join(' '),
  },
  [COOKIE_SCHEME]: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: [
      `A person's session, for browsers: sign in at [${SIGN_IN_PATH}](${SIGN_IN_PATH}) (a form that posts to \`/session\`) and the browser sends this cookie (HttpOnly, SameSite=Lax).`,
      'A role grants a scope: viewer = read, editor = write, admin = admin.',
      'Sign out with `DELETE /session`, or `POST /session` with `_method=DELETE`. An operator adds people with `npm run users -- add NAME --role viewer|editor|admin`.',
    ].join(' '),
  },
};

/** The `security` of an operation needing `access`: none for public, else either scheme with that scope. */
export function securityOf(access: Access): SecurityRequirementObject[] {
  return access === 'public' ? [] : [{ [BEARER_SCHEME]: [access] }, { [COOKIE_SCHEME]: [access] }];
}

/**
 * The `security` of an operation standing for several routes (a POST that `_method` turns into PUT,
 * PATCH or DELETE): the least scope that reaches any of them; `{}` first when one needs none.
 */
export function securityOfAll(routes: readonly RouteDefinition[]): SecurityRequirementObject[] {
  const needed = routes.map((r) => r.access).filter((a) => a !== 'public');
  if (needed.length === 0) return [];
  const least = needed.reduce((a, b) => (RANK[b] < RANK[a] ? b : a));
  const requirement = securityOf(least);
  return needed.length < routes.length ? [{}, ...requirement] : requirement;
}

/**
 * The problems of a route's access check (src/http/access/access-control.ts): no credential, or one
 * that is not valid, is 401; a credential whose scope is too small is 403. Every credential holds at
 * least `read`, so a route of the read scope can never answer 403: it is listed only for `write` and
 * `admin`, keeping the document to what a client can meet.
 */
export function accessProblems(access: Access): ProblemType[] {
  if (access === 'public') return [];
  const unauthenticated: ProblemType[] = ['authentication-required', 'credentials-invalid'];
  return access === 'read' ? unauthenticated : [...unauthenticated, 'scope-insufficient'];
}

/** The problem types a 401 answers that carry the Bearer challenge. */
const CHALLENGED: ReadonlySet<ProblemType> = new Set<ProblemType>(['authentication-required', 'credentials-invalid']);

/** WWW-Authenticate, for the problem responses whose types are refusals of the access check. */
export function challengeHeaders(types: readonly ProblemType[]): Record<string, HeaderObject> {
  if (!types.some((type) => CHALLENGED.has(type))) return {};
  return {
    'WWW-Authenticate': {
      required: true,
      description: `The challenge (RFC 9110 §11.6.1): \`${CHALLENGE}\`; after a credential that is not valid, followed by \`, error="invalid_token"\` (RFC 6750 §3).`,
      schema: { type: 'string', pattern: '^Bearer realm="fieldlog"' },
      example: CHALLENGE,
    },
  };
}

/** The sentence an operation's description ends with. */
export function accessSentence(routes: readonly RouteDefinition[]): string {
  const distinct = [...new Set(routes.map((r) => r.access))];
  if (distinct.length === 1) return sentenceFor(distinct[0]!);
  return `What it needs depends on the method: ${routes.map((r) => `${r.method} ${phraseFor(r.access)}`).join('; ')}.`;
}

function sentenceFor(access: Access): string {
  if (access === 'public') return 'Needs no credential.';
  const refusals = access === 'read' ? 'without one, 401' : 'without one, 401, and with a smaller scope, 403';
  return `Needs the ${access} scope: ${HOLDERS[access]}; ${refusals}.`;
}

function phraseFor(access: Access): string {
  return access === 'public' ? 'needs no credential' : `needs the ${access} scope`;
}

/**
 * A page (text/html asked for) that needs a credential and has no live session is sent to sign in,
 * and comes back after (src/http/access/check-access.ts).
 */
export const SIGN_IN_REDIRECT: ResponseObject = {
  description:
    `A page (text/html asked for) sent without a live session: the sign-in form, \`${SIGN_IN_PATH}?next=…\`, which returns ` +
    'to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way.',
  headers: {
    Location: {
      required: true,
      description: `The sign-in form, \`${SIGN_IN_PATH}?next=\` and the percent-encoded path to come back to.`,
      schema: { type: 'string' },
    },
    'Set-Cookie': {
      description: `Present when the session sent was dead: \`${SESSION_COOKIE}=\` with Max-Age=0, removing it.`,
      schema: { type: 'string' },
    },
    ...answerIdHeaders(),
  },
};

/**
 * Gives an operation standing for `routes` its `security`, its description's sentence, and, when any
 * of them needs a credential, the 303 to the sign-in form (beside a form's own 303, if it has one).
 * The 401 and 403 come with the route's other problems (src/openapi/route-problems.ts).
 */
export function applyAccess(operation: OperationObject, routes: readonly RouteDefinition[]): void {
  operation.security = securityOfAll(routes);
  operation.description = `${operation.description ?? ''} ${accessSentence(routes)}`.trim();
  if (routes.every((r) => r.access === 'public')) return;
  const responses = operation.responses as Record<string, ResponseObject>;
  const form = responses['303'];
  // Integer-like keys keep ascending order in an object, so 303 takes its place among the statuses.
  responses['303'] = form === undefined ? SIGN_IN_REDIRECT : withSignIn(form);
}

/** A form's own 303 (src/openapi/form-posts.ts) and the sign-in redirect, as one response. */
function withSignIn(form: ResponseObject): ResponseObject {
  const signIn = SIGN_IN_REDIRECT.description;
  return {
    description: `${form.description} Or, ${signIn.charAt(0).toLowerCase()}${signIn.slice(1)}`,
    headers: {
      ...form.headers,
      Location: {
        required: true,
        description: `The page to go to: the one the write leads to, or the sign-in form (\`${SIGN_IN_PATH}?next=…\`).`,
        schema: { type: 'string' },
      },
      'Set-Cookie': {
        description: 'The confirmation for the next page, or, when the session sent was dead, the removal of its cookie.',
        schema: { type: 'string' },
      },
    },
  };
}
