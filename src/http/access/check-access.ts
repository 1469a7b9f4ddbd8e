// The pipeline's side of access (INTERFACE.md §8): runs a route's check, records who the request acts
// as, and turns a missing or dead credential on a page into a trip to the sign-in form and back.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ProblemError } from '../../contract/problem-error.js';
import type { RouteDefinition } from '../../contract/route.js';
import { sendEmpty } from '../output/respond.js';
import type { Exchange } from '../output/respond.js';
import type { AccessControl } from './access-control.js';
import { sessionCookie } from './credential.js';

export const SIGN_IN_PATH = '/session/new';
export const CLEAR_SESSION_COOKIE = sessionCookie('', 0, false);

/**
 * Sets `exchange.principal`, or throws the refusal; resolves to true when it answered the request
 * itself (a page redirected to sign in), so the pipeline stops there.
 */
export async function checkAccess(
  access: AccessControl | undefined,
  route: RouteDefinition,
  req: IncomingMessage,
  res: ServerResponse,
  exchange: Exchange,
): Promise<boolean> {
  if (access === undefined) return false;
  try {
    exchange.principal = await access.check(route.access, req);
    return false;
  } catch (error) {
    if (exchange.format !== 'html' || !needsSignIn(error)) throw error;
    redirectToSignIn(req, res, exchange, error.type === 'credentials-invalid');
    return true;
  }
}

function needsSignIn(error: unknown): error is ProblemError<'authentication-required' | 'credentials-invalid'> {
  return error instanceof ProblemError && (error.type === 'authentication-required' || error.type === 'credentials-invalid');
}

/**
 * 303 to the sign-in form with `next` naming where the person was: the page itself for a GET, the
 * path a form posted to otherwise (a write is never replayed by a redirect). A dead session's cookie
 * is removed on the way.
 */
function redirectToSignIn(req: IncomingMessage, res: ServerResponse, exchange: Exchange, clearCookie: boolean): void {
  const method = exchange.method ?? req.method;
  const next = method === 'GET' || method === 'HEAD' ? (req.url ?? '/') : exchange.path;
  sendEmpty(res, exchange, 303, {
    Location: `${SIGN_IN_PATH}?next=${encodeURIComponent(next)}`,
    Vary: 'Accept',
    ...(clearCookie ? { 'Set-Cookie': CLEAR_SESSION_COOKIE } : {}),
  });
}
