// How the pipeline answers people: a page for every success, a 303 after a form write, and the
// form again (422) when a form's values are refused. What each page shows is src/pages/' business.
import type { ServerResponse } from 'node:http';
import { bareMediaType } from '../input/body.js';
import { CLEAR_FLASH_COOKIE, flashCookie } from './flash.js';
import type { PageRequest, Pages } from '../../contract/pages.js';
import type { ReceivedParameters } from '../input/parameter-bag.js';
import { ProblemError } from '../../contract/problem-error.js';
import { sendPage, sendSeeOther } from '../output/respond.js';
import type { Exchange } from '../output/respond.js';
import type { Reply } from '../../contract/route.js';
import type { Call } from '../../versioning/index.js';

/**
 * A write from an HTML form: a POST (forms send nothing else) with a form-encoded body, answered in
 * HTML. A program that posts a form and asks for JSON or XML gets the usual 201 or 200 instead.
 */
export function isFormPost(wireMethod: string, contentType: string | undefined): boolean {
  return wireMethod === 'POST' && bareMediaType(contentType) === 'application/x-www-form-urlencoded';
}

/**
 * A GET form sends each empty field as `name=`; on a page that means "not given", so a search form
 * works with only the fields filled in. Programs asking for JSON or XML still get 422 for `""`.
 */
export function withoutEmptyFields(received: ReceivedParameters, only?: ReadonlySet<string>): ReceivedParameters {
  const values: ReceivedParameters['values'] = Object.create(null);
  for (const [name, value] of Object.entries(received.values))
    if (value !== '' || (only !== undefined && !only.has(name))) values[name] = value;
  return { values, duplicates: received.duplicates.filter((name) => Object.hasOwn(values, name)) };
}

/**
 * A form post sends an optional field left blank as `name=`: that means "not given" (stored as null,
 * or cleared by the edit form's PUT), so only the call's optional fields lose their empty values; a
 * required one left blank is still refused with the form. Programs asking for JSON or XML get 422.
 */
export function withoutEmptyOptionalFields(received: ReceivedParameters, call: Call): ReceivedParameters {
  const optional = new Set(call.versions.flatMap((version) => version.optional));
  return optional.size === 0 ? received : withoutEmptyFields(received, optional);
}

/** After a form write, 303 to what was written (or the list, after a delete); otherwise the page. */
export async function answerWithPage(
  res: ServerResponse,
  exchange: Exchange,
  pages: Pages,
  request: PageRequest,
  reply: Reply,
  formPost: boolean,
): Promise<void> {
  if (formPost && reply.showAfterPost !== true) {
    const location = reply.headers?.Location ?? reply.links.self ?? reply.links.collection ?? '/';
    return sendSeeOther(res, exchange, location, flashCookie(reply.message));
  }
  const page = await pages.renderPage(request, reply);
  // No ETag: a page shows more than the resource it is named after (nearby places, history, the
  // confirmation), so the resource's tag would let a browser keep a stale page.
  const headers: Record<string, string> = { ...reply.headers };
  delete headers.ETag;
  if (request.flash !== undefined) headers['Set-Cookie'] = CLEAR_FLASH_COOKIE;
  sendPage(res, exchange, reply.status ?? 200, page, headers);
}

const REFORMED: ReadonlySet<string> = new Set(['invalid-parameters', 'precondition-failed', 'sign-in-failed', 'sign-in-throttled']);

/** The refused form again (422 for its values, 412 for a stale edit) when the route has a form. */
export async function answerRefusedForm(
  res: ServerResponse,
  exchange: Exchange,
  pages: Pages | undefined,
  request: PageRequest,
  error: unknown,
): Promise<boolean> {
  if (pages === undefined || !(error instanceof ProblemError)) return false;
  // 412: someone saved in between; the form comes back with what this person typed and says so.
  // A refused sign-in comes back as the sign-in form, with what went wrong.
  if (!REFORMED.has(error.type)) return false;
  const form = await pages.renderRefusedForm(request, error);
  if (form === undefined) return false;
  sendPage(res, exchange, error.status, form, error.headers);
  return true;
}
