// GET /keys, for admins (INTERFACE.md §8): every API key with what may be shown of it (never the
// secret), a Revoke button per live key, and the form that creates one. The answer of a create is the
// one page that ever shows a key's secret: the database keeps only its hash.
import type { PageRequest } from '../contract/pages.js';
import type { ProblemError } from '../contract/problem-error.js';
import { KEY_ROUTES } from '../resources/keys/key-routes.js';
import { SCOPES } from '../storage/index.js';
import type { ParameterSpec } from '../versioning/index.js';
import { EMPTY_FORM, errorsByParameter, renderField, renderFormProblem } from './forms.js';
import type { FormState } from './forms.js';
import { attribute, html } from './html.js';
import type { Markup } from './html.js';
import type { PageContent, PageRenderer, Site } from './site.js';
import { formatValue, renderTableRegion } from './tables.js';

/** One key as GET /keys lists it. */
interface KeyListing {
  name: string;
  scope: string;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** The answer of POST /keys: the listing's fields and, this once, the key itself. */
interface CreatedKey {
  name: string;
  scope: string;
  prefix: string;
  created_at: string;
  key: string;
}

const SCOPE_MEANS: Readonly<Record<string, string>> = {
  read: 'read: GET and HEAD',
  write: 'write: read, and create, update, delete',
  admin: 'admin: write, and keys and people',
};

/** The id of the element holding a new key's secret: tests and people copy it from there. */
export const NEW_KEY_ID = 'new-key';

/** GET /keys. */
export const keysPage: PageRenderer = async ({ request, reply, site }) => {
  const keys = Array.isArray(reply.data) ? (reply.data as KeyListing[]) : [];
  return renderKeys(site, request, keys, reply.message, EMPTY_FORM);
};

/** POST /keys refused: the list, and the form again with what was typed and why it was refused. */
export async function refusedKeyPage(site: Site, request: PageRequest, problem: ProblemError): Promise<PageContent> {
  const { reply, problem: unlisted } = await site.tryCall(KEY_ROUTES.list, {}, {}, request);
  const keys = Array.isArray(reply?.data) ? (reply.data as KeyListing[]) : [];
  const state: FormState = { values: request.received, errors: errorsByParameter(problem.extensions.errors) };
  const page = renderKeys(site, request, keys, unlisted ?? reply?.message ?? '', state, problem.detail);
  return { ...page, title: `Error: ${page.title}` };
}

/**
 * POST /keys answered as a page: the secret, once, where it cannot be missed. The answer is not a
 * redirect (a later GET could not show the secret again) and is not stored (Cache-Control: no-store).
 */
export const createdKeyPage: PageRenderer = async ({ reply }) => {
  const key = (reply.data ?? {}) as CreatedKey;
  return {
    title: `Key ${key.name} created`,
    body: html`<h1>Key <code>${key.name}</code> created</h1>
<p class="message" role="status">Key ${key.name} (${key.scope}) created.</p>
<section class="secret" aria-labelledby="secret-heading">
<h2 id="secret-heading">Copy the key now: it will not be shown again</h2>
<p>Fieldlog keeps only a hash of the key, so nobody can show it to you later. If it is lost, revoke it and create another.</p>
<p class="secret-value"><code id="${NEW_KEY_ID}">${key.key}</code></p>
<p>Programs send it with every request, as <code>Authorization: Bearer</code> and the key.</p>
</section>
<dl class="record"><dt>name</dt><dd>${key.name}</dd><dt>scope</dt><dd>${key.scope}</dd><dt>prefix</dt><dd><code>${key.prefix}</code></dd><dt>created</dt><dd>${formatValue(key.created_at)}</dd></dl>
<p><a href="/keys">All API keys</a></p>`,
  };
};

/** GET /keys/NAME: one live key, what may be shown of it, and its Revoke button. */
export const keyPage: PageRenderer = async ({ request, reply, site }) => {
  const key = (reply.data ?? {}) as KeyListing;
  return {
    title: `Key ${key.name}`,
    body: html`<h1>Key <code>${key.name}</code></h1>
<p class="message" role="status">${reply.message}</p>
<dl class="record"><dt>name</dt><dd>${key.name}</dd><dt>scope</dt><dd>${key.scope}</dd><dt>prefix</dt><dd><code>${key.prefix}…</code></dd><dt>created</dt><dd>${formatValue(key.created_at)}</dd><dt>last used</dt><dd>${key.last_used_at ?? 'never'}</dd></dl>
<ul class="actions">
${site.mayUse(request, KEY_ROUTES.revoke) && key.revoked_at === null ? html`<li>${renderRevokeForm(key.name)}</li>` : ''}
<li><a href="/keys">All API keys</a></li>
</ul>`,
  };
};

function renderKeys(
  site: Site,
  request: PageRequest,
  keys: readonly KeyListing[],
  message: string,
  state: FormState,
  detail?: string,
): PageContent {
  const revokes = site.mayUse(request, KEY_ROUTES.revoke);
  const live = keys.filter((key) => key.revoked_at === null).length;
  return {
    title: 'API keys',
    body: html`<h1>API keys</h1>
${message === '' ? '' : html`<p class="message" role="status">${message}</p>`}
<p>Programs send a key as <code>Authorization: Bearer fl_…</code>. A key is shown once, when it is created; a revoked key stops working within a second. People sign in instead (<code>npm run users</code> adds them).</p>
<h2 id="keys-heading">Keys</h2>
${renderTableRegion(
  'keys-caption',
  html`<table class="items keys" id="keys">
<caption id="keys-caption">${keys.length} ${keys.length === 1 ? 'key' : 'keys'}, ${live} live; a key is known by its name and the first characters of its secret</caption>
<thead><tr><th scope="col">name</th><th scope="col">scope</th><th scope="col">prefix</th><th scope="col">created</th><th scope="col">last used</th><th scope="col">revoked</th>${revokes ? html`<th scope="col">action</th>` : ''}</tr></thead>
<tbody>${
    keys.length === 0 ? html`<tr><td colspan="${revokes ? 7 : 6}">No keys yet.</td></tr>` : keys.map((key) => renderKeyRow(key, revokes))
  }</tbody>
</table>`,
)}
${site.mayUse(request, KEY_ROUTES.create) ? renderCreateForm(site, state, detail) : ''}`,
  };
}

function renderKeyRow(key: KeyListing, revokes: boolean): Markup {
  const revoked = key.revoked_at !== null;
  return html`<tr data-key="${key.name}"${attribute('class', revoked ? 'revoked' : undefined)}>
<td data-label="name">${revoked ? key.name : html`<a href="${`/keys/${encodeURIComponent(key.name)}`}">${key.name}</a>`}</td>
<td data-label="scope">${key.scope}</td>
<td data-label="prefix"><code>${key.prefix}…</code></td>
<td data-label="created">${formatValue(key.created_at)}</td>
<td data-label="last used">${key.last_used_at ?? 'never'}</td>
<td data-label="revoked">${formatValue(key.revoked_at)}</td>
${revokes ? html`<td data-label="action">${revoked ? html`<span class="muted">revoked</span>` : renderRevokeForm(key.name)}</td>` : ''}
</tr>`;
}

/** DELETE /keys/NAME as a form (POST with _method=DELETE); script asks first (fieldlog.js, data-confirm). */
function renderRevokeForm(name: string): Markup {
  return html`<form method="post" action="${`/keys/${encodeURIComponent(name)}`}" class="revoke" data-confirm="${`Revoke key ${name}? Programs using it are refused from then on.`}">
<input type="hidden" name="_method" value="DELETE">
<button type="submit" class="danger" aria-label="${`Revoke key ${name}`}">Revoke</button>
</form>`;
}

/** The create form: the name as the route declares it, the scope as a choice of three. */
function renderCreateForm(site: Site, state: FormState, detail: string | undefined): Markup {
  const declared = site.route(KEY_ROUTES.create)?.query ?? {};
  const nameSpec: ParameterSpec = declared.name ?? {
    schema: { type: 'string', minLength: 1, maxLength: 64 },
    description: "The key's name, to know it by in lists and logs.",
    example: 'weather-station-1',
  };
  const chosen = typeof state.values.scope === 'string' ? state.values.scope : 'read';
  const scopeErrors = state.errors.get('scope') ?? [];
  return html`<h2 id="create-heading">Create a key</h2>
<form class="fields" method="post" action="/keys" aria-labelledby="create-heading">
${renderFormProblem(detail, state, ['name', 'scope'], 'key')}
<div class="grid">
${renderField('name', nameSpec, { idPrefix: 'key', required: true, state })}
<div class="field">
<label for="key-scope">scope</label>
<select id="key-scope" name="scope" required aria-describedby="${`key-scope-help${scopeErrors.length > 0 ? ' key-scope-error' : ''}`}"${attribute('aria-invalid', scopeErrors.length > 0 ? 'true' : undefined)}>
${SCOPES.map((scope) => html`<option value="${scope}"${attribute('selected', scope === chosen)}>${SCOPE_MEANS[scope] ?? scope}</option>`)}
</select>
<p class="help" id="key-scope-help">What the key may do; each scope includes the ones before it.</p>
${scopeErrors.length === 0 ? '' : html`<p class="error" id="key-scope-error">${scopeErrors.join('; ')}</p>`}
</div>
</div>
<p><button type="submit">Create key</button></p>
</form>`;
}
