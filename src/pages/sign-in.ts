// GET /session/new: the sign-in form (INTERFACE.md §8), and the same form again when POST /session
// refuses it: the name kept (never the password), the server's sentence in an alert first on the
// page, with the problem's own status (401 wrong name or password, 429 too many tries, 422 empty).
import type { PageRequest } from '../contract/pages.js';
import type { ProblemError } from '../contract/problem-error.js';
import { sameSitePath } from '../resources/session/next-path.js';
import { errorsByParameter } from './forms.js';
import { attribute, html } from './html.js';
import type { Markup } from './html.js';
import { ROLE_OF_SCOPE } from './layout.js';
import { SESSION_ROUTES } from '../resources/session/session-routes.js';
import type { PageContent, PageRenderer, Site } from './site.js';

interface SignInState {
  name: string;
  next: string;
  /** The problem's detail after a refused sign-in. */
  detail?: string | undefined;
  errors: ReadonlyMap<string, readonly string[]>;
}

/** GET /session/new: `data.next` is already a path of this site (the route made sure). */
export const signInPage: PageRenderer = async ({ request, reply, site }) => {
  const data = (reply.data ?? {}) as { next?: unknown };
  return renderSignIn(site, request, { name: '', next: sameSitePath(data.next), errors: new Map() });
};

/** POST /session refused: the form again, with what was typed in the name and why it was refused. */
export async function refusedSignInPage(site: Site, request: PageRequest, problem: ProblemError): Promise<PageContent> {
  const name = request.received.name;
  const page = renderSignIn(site, request, {
    name: typeof name === 'string' ? name : '',
    next: sameSitePath(request.received.next),
    detail: problem.detail,
    errors: errorsByParameter(problem.extensions.errors),
  });
  // The title is the first thing a screen reader says: it tells at once that signing in failed.
  return { ...page, title: `Error: ${page.title}` };
}

function renderSignIn(site: Site, request: PageRequest, state: SignInState): PageContent {
  const { principal } = request;
  // The bounds POST /session declares become the inputs' own, as the registry's do on other forms.
  const declared = site.route(SESSION_ROUTES.create)?.query ?? {};
  const maxLength = (name: string) => declared[name]?.schema.maxLength;
  return {
    title: 'Sign in',
    body: html`<h1>Sign in to Fieldlog</h1>
${
  principal?.kind === 'user'
    ? html`<p class="message" role="status">You are signed in as <strong>${principal.name}</strong> (${ROLE_OF_SCOPE[principal.scope]}). Signing in as someone else ends that session.</p>`
    : ''
}
<form class="fields sign-in" method="post" action="/session">
${renderSignInProblem(state)}
<input type="hidden" name="next" value="${state.next}">
${renderInput(state, { name: 'name', label: 'Name', type: 'text', autocomplete: 'username', value: state.name, maxLength: maxLength('name') })}
${renderInput(state, { name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', value: undefined, maxLength: maxLength('password') })}
<p><button type="submit">Sign in</button></p>
</form>
<p class="muted">People are added by an operator: <code>npm run users -- add NAME --role viewer|editor|admin</code>. Programs do not sign in: they send an API key as <code>Authorization: Bearer fl_…</code> (<a href="/docs">API docs</a>).</p>`,
  };
}

/**
 * What went wrong, first in the form. It takes the focus when the page loads (autofocus, as the
 * other refused forms do: forms.ts), so a screen reader reads it at once and Tab goes on to the name.
 */
function renderSignInProblem(state: SignInState): Markup {
  if (state.detail === undefined) return html``;
  return html`<div class="problem" role="alert" id="sign-in-problem" data-problem tabindex="-1" autofocus>
<p>${state.detail}</p>
</div>`;
}

interface InputOptions {
  name: 'name' | 'password';
  label: string;
  type: 'text' | 'password';
  autocomplete: string;
  /** Never given for the password: a refused form does not send it back. */
  value: string | undefined;
  maxLength: number | undefined;
}

function renderInput(state: SignInState, options: InputOptions): Markup {
  const id = `sign-in-${options.name}`;
  const errors = state.errors.get(options.name) ?? [];
  return html`<div class="field">
<label for="${id}">${options.label}</label>
<input id="${id}" name="${options.name}" type="${options.type}" autocomplete="${options.autocomplete}" required${attribute('maxlength', options.maxLength)}${attribute('value', options.value === '' ? undefined : options.value)}${attribute('autocapitalize', options.name === 'name' ? 'none' : undefined)}${attribute('spellcheck', options.name === 'name' ? 'false' : undefined)}${attribute('aria-invalid', errors.length > 0 ? 'true' : undefined)}${attribute('aria-describedby', errors.length > 0 ? `${id}-error` : undefined)}>
${errors.length === 0 ? '' : html`<p class="error" id="${`${id}-error`}">${errors.join('; ')}</p>`}
</div>`;
}
