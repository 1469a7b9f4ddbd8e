// Signing in and out (INTERFACE.md §8): GET /session/new is the form, POST /session checks a name
// and password and starts a session, DELETE /session (or POST with _method=DELETE) ends it. The
// session lives in the database, so it holds in every process and across restarts; the browser
// keeps only a random id in an HttpOnly cookie.
import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { ProblemError } from '../../contract/problem-error.js';
import { rawReply } from '../../contract/route.js';
import type { CallContext, Reply, RouteDefinition } from '../../contract/route.js';
import { hashKey, verifyAgainstNothing, verifyPassword } from '../../storage/index.js';
import type { Identity } from '../../storage/index.js';
import type { ParameterSpec } from '../../versioning/index.js';
import { SESSION_COOKIE, sessionCookie } from '../../http/access/credential.js';
import { sameSitePath } from './next-path.js';
import { SLOWDOWN_MS, throttleSignIn } from './sign-in-throttle.js';

/** The names of the session routes; the pages key the sign-in form by SESSION_ROUTES.form. */
export const SESSION_ROUTES = { form: 'session-new', create: 'session-create', delete: 'session-delete' } as const;

const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

const NEXT: ParameterSpec = {
  schema: { type: 'string', maxLength: 2048 },
  description: 'Where to go after signing in: a path of this site (anything else goes to /).',
  example: '/locations',
};
const NAME: ParameterSpec = {
  schema: { type: 'string', minLength: 1, maxLength: 64 },
  description: "The person's name, as `npm run users -- add` made it.",
  example: 'ada',
  required: true,
};
const PASSWORD: ParameterSpec = {
  schema: { type: 'string', minLength: 1, maxLength: 1024 },
  description: 'Their password.',
  example: 'correct horse battery staple',
  required: true,
};

export function sessionRoutes(identity: Identity, now: () => number = Date.now): RouteDefinition[] {
  return [
    {
      method: 'GET',
      access: 'public',
      path: '/session/new',
      name: SESSION_ROUTES.form,
      input: 'none',
      query: { next: NEXT },
      summary: 'The sign-in form (HTML only)',
      response: { kind: 'raw', mediaTypes: ['text/html'] },
      handler: async (context) => {
        if (context.format !== 'html') {
          throw new ProblemError(
            'not-acceptable',
            '/session/new is the sign-in form for people and answers only text/html; programs send Authorization: Bearer <key> instead.',
            { available: ['text/html'] },
          );
        }
        return {
          data: { next: sameSitePath(context.values.next) },
          message: 'Sign in with your name and password.',
          links: { self: '/session/new' },
        };
      },
    },
    {
      method: 'POST',
      access: 'public',
      path: '/session',
      name: SESSION_ROUTES.create,
      input: 'all',
      query: { name: NAME, password: PASSWORD, next: NEXT },
      summary: 'Sign in: starts a session (a cookie) and redirects (303) to `next`',
      status: 303,
      problems: ['sign-in-failed', 'sign-in-throttled', 'invalid-parameters'],
      response: { kind: 'raw', mediaTypes: [] },
      handler: (context) => signIn(identity, context, now),
    },
    {
      method: 'DELETE',
      access: 'public',
      path: '/session',
      name: SESSION_ROUTES.delete,
      input: 'none',
      summary: 'Sign out: ends the session and removes its cookie',
      status: 303,
      response: { kind: 'raw', mediaTypes: [] },
      handler: async (context) => {
        const id = context.client.cookie(SESSION_COOKIE);
        if (id !== undefined && id !== '') await identity.deleteSession(hashKey(id));
        return redirect('/session/new', clearCookie(context));
      },
    },
  ];
}

async function signIn(identity: Identity, context: CallContext, now: () => number): Promise<Reply> {
  const name = requiredText(context, 'name');
  const password = requiredText(context, 'password');
  const subjects = [`name:${name}`, `address:${context.client.address()}`];
  // Refused before the password is looked at: a guesser learns nothing more, and spends no scrypt of ours.
  const earlier = await throttleSignIn(identity, subjects, now());
  const user = await identity.findUser(name);
  // An unknown name costs the same scrypt as a known one, and gets the same words.
  const valid = user === undefined ? await verifyAgainstNothing(password) : await verifyPassword(password, user.passwordHash);
  if (user === undefined || !valid) {
    await identity.recordSignInFailure(subjects, new Date(now()));
    // Slowed before refused: the more failures already counted, the longer the wrong answer takes.
    await delay(SLOWDOWN_MS * earlier);
    throw new ProblemError('sign-in-failed', 'The name or the password is wrong. Check both and try again.');
  }
  await identity.clearSignInFailures(subjects[0]!);
  const id = randomBytes(32).toString('base64url');
  await identity.createSession(hashKey(id), user.name, new Date(now()));
  return redirect(sameSitePath(context.values.next), {
    'Set-Cookie': sessionCookie(id, SESSION_MAX_AGE_SECONDS, context.client.secure()),
  });
}

function requiredText(context: CallContext, name: 'name' | 'password'): string {
  const value = context.values[name];
  if (typeof value === 'string' && value !== '') return value;
  throw new ProblemError('invalid-parameters', `${name} is required to sign in.`, {
    errors: [
      { parameter: name, code: 'required', message: `${name} is required`, expected: 'a non-empty string', received: value ?? null },
    ],
  });
}

function clearCookie(context: CallContext): Record<string, string> {
  return { 'Set-Cookie': sessionCookie('', 0, context.client.secure()) };
}

/** RFC 9110 §15.4.4: the browser follows with a GET, so a reload never signs in or out twice. */
function redirect(location: string, headers: Record<string, string>): Reply {
  return { ...rawReply('text/plain; charset=utf-8', ''), status: 303, headers: { ...headers, Location: location } };
}
