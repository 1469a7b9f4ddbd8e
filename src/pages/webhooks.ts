// The webhooks pages, for admins (issue 19): every subscription with its delivery counts, a form that
// makes one, and per webhook its recent deliveries with every attempt, so that an admin sees at a
// glance which receiver is failing, why, and when the next try is. The answer of a create is the one
// page that ever shows a webhook's signing secret.
import type { PageRequest } from '../contract/pages.js';
import type { ProblemError } from '../contract/problem-error.js';
import { WEBHOOK_ROUTES } from '../resources/webhooks/webhook-routes.js';
import type { Webhook, WebhookDelivery } from '../storage/index.js';
import type { ParameterSpec } from '../versioning/index.js';
import { EMPTY_FORM, errorsByParameter, renderField, renderFormProblem } from './forms.js';
import type { FormState } from './forms.js';
import { attribute, html } from './html.js';
import type { Markup } from './html.js';
import type { PageContent, PageRenderer, Site } from './site.js';
import { formatValue, renderTableRegion } from './tables.js';

/** The id of the element holding a new webhook's secret: tests and people copy it from there. */
export const NEW_WEBHOOK_SECRET_ID = 'new-webhook-secret';

/** Deliveries shown on a webhook's page. */
const RECENT = 20;

/** GET /webhooks. */
export const webhooksPage: PageRenderer = async ({ request, reply, site }) => {
  const webhooks = Array.isArray(reply.data) ? (reply.data as Webhook[]) : [];
  return renderWebhooks(site, request, webhooks, reply.message, EMPTY_FORM);
};

/** POST /webhooks refused: the list, and the form again with what was typed and why it was refused. */
export async function refusedWebhookPage(site: Site, request: PageRequest, problem: ProblemError): Promise<PageContent> {
  const { reply, problem: unlisted } = await site.tryCall(WEBHOOK_ROUTES.list, {}, {}, request);
  const webhooks = Array.isArray(reply?.data) ? (reply.data as Webhook[]) : [];
  const state: FormState = { values: request.received, errors: errorsByParameter(problem.extensions.errors) };
  const page = renderWebhooks(site, request, webhooks, unlisted ?? reply?.message ?? '', state, problem.detail);
  return { ...page, title: `Error: ${page.title}` };
}

/** POST /webhooks answered as a page: the secret, once (Cache-Control: no-store, no redirect). */
export const createdWebhookPage: PageRenderer = async ({ reply }) => {
  const webhook = (reply.data ?? {}) as Webhook & { secret: string };
  return {
    title: 'Webhook created',
    body: html`<h1>Webhook created</h1>
<p class="message" role="status">${reply.message}</p>
<section class="secret" aria-labelledby="secret-heading">
<h2 id="secret-heading">Copy the signing secret now: it will not be shown again</h2>
<p>Every delivery is signed with it as the Standard Webhooks specification says; the receiver checks the <code>webhook-signature</code> header with it (docs/conventions.md shows how).</p>
<p class="secret-value"><code id="${NEW_WEBHOOK_SECRET_ID}">${webhook.secret}</code></p>
</section>
${renderRecord(webhook)}
<p><a href="${webhookPath(webhook.id)}">This webhook and its deliveries</a> · <a href="/webhooks">All webhooks</a></p>`,
  };
};

/** GET /webhooks/ID: the webhook, its Pause or Resume and Delete buttons, and its recent deliveries. */
export const webhookPage: PageRenderer = async ({ request, reply, site }) => {
  const webhook = (reply.data ?? {}) as Webhook;
  const { reply: listed, problem } = await site.tryCall(WEBHOOK_ROUTES.deliveries, { id: webhook.id }, { limit: String(RECENT) }, request);
  const deliveries = Array.isArray(listed?.data) ? (listed.data as WebhookDelivery[]) : [];
  return {
    title: `Webhook to ${webhook.url}`,
    body: html`<h1>Webhook to <code>${webhook.url}</code></h1>
<p class="message" role="status">${reply.message}</p>
${renderRecord(webhook)}
<ul class="actions">
${site.mayUse(request, WEBHOOK_ROUTES.change) ? html`<li>${renderPauseForm(webhook)}</li>` : ''}
${site.mayUse(request, WEBHOOK_ROUTES.remove) ? html`<li>${renderDeleteForm(webhook)}</li>` : ''}
<li><a href="/webhooks">All webhooks</a></li>
</ul>
<h2 id="deliveries-heading">Recent deliveries</h2>
${problem === undefined ? renderDeliveries(deliveries, `The ${RECENT} newest deliveries, newest event first`) : html`<p class="problem">${problem}</p>`}
${deliveries.length === RECENT ? html`<p><a href="${`${webhookPath(webhook.id)}/deliveries?limit=200`}">More deliveries</a></p>` : ''}`,
  };
};

/** GET /webhooks/ID/deliveries: a page of deliveries with their attempts. */
export const deliveriesPage: PageRenderer = async ({ reply }) => {
  const deliveries = Array.isArray(reply.data) ? (reply.data as WebhookDelivery[]) : [];
  const next = reply.links.next;
  return {
    title: 'Webhook deliveries',
    body: html`<h1>Webhook deliveries</h1>
<p class="message" role="status">${reply.message}</p>
${renderDeliveries(deliveries, `${deliveries.length} deliveries, newest event first`)}
<p>${typeof next === 'string' ? html`<a href="${next}">Older deliveries</a> · ` : ''}<a href="${reply.links.webhook ?? '/webhooks'}">The webhook</a></p>`,
  };
};

function renderWebhooks(
  site: Site,
  request: PageRequest,
  webhooks: readonly Webhook[],
  message: string,
  state: FormState,
  detail?: string,
): PageContent {
  return {
    title: 'Webhooks',
    body: html`<h1>Webhooks</h1>
${message === '' ? '' : html`<p class="message" role="status">${message}</p>`}
<p>Each webhook receives the events of the types it names as signed <code>POST</code>s, in order; a failed delivery is retried with growing waits for 24 hours. Pausing keeps the events queued.</p>
${renderTableRegion(
  'webhooks-caption',
  html`<table class="items webhooks" id="webhooks">
<caption id="webhooks-caption">${webhooks.length} ${webhooks.length === 1 ? 'webhook' : 'webhooks'}, with their deliveries pending, made and given up</caption>
<thead><tr><th scope="col">URL</th><th scope="col">types</th><th scope="col">state</th><th scope="col">pending</th><th scope="col">delivered</th><th scope="col">given up</th><th scope="col">created</th></tr></thead>
<tbody>${
    webhooks.length === 0
      ? html`<tr><td colspan="7">No webhooks yet.</td></tr>`
      : webhooks.map(
          (webhook) => html`<tr data-webhook="${webhook.id}">
<td data-label="URL"><a href="${webhookPath(webhook.id)}">${webhook.url}</a>${webhook.description === null ? '' : html`<br><span class="muted">${webhook.description}</span>`}</td>
<td data-label="types">${webhook.types.join(', ')}</td>
<td data-label="state">${webhook.paused ? 'paused' : 'active'}</td>
<td data-label="pending">${webhook.pending}</td>
<td data-label="delivered">${webhook.delivered}</td>
<td data-label="given up"${attribute('class', webhook.failed > 0 ? 'warning' : undefined)}>${webhook.failed}</td>
<td data-label="created">${formatValue(webhook.created_at)}</td>
</tr>`,
        )
  }</tbody>
</table>`,
)}
${site.mayUse(request, WEBHOOK_ROUTES.create) ? renderCreateForm(site, state, detail) : ''}`,
  };
}

function renderRecord(webhook: Webhook): Markup {
  return html`<dl class="record">
<dt>URL</dt><dd><code>${webhook.url}</code></dd>
<dt>types</dt><dd>${webhook.types.join(', ')}</dd>
<dt>description</dt><dd>${webhook.description ?? '—'}</dd>
<dt>state</dt><dd>${webhook.paused ? 'paused: events queue up' : 'active'}</dd>
<dt>deliveries</dt><dd>${webhook.pending} pending, ${webhook.delivered} delivered, ${webhook.failed} given up</dd>
<dt>created</dt><dd>${formatValue(webhook.created_at)}${webhook.created_by === null ? '' : ` by ${webhook.created_by}`}</dd>
</dl>`;
}

function renderDeliveries(deliveries: readonly WebhookDelivery[], caption: string): Markup {
  return renderTableRegion(
    'deliveries-caption',
    html`<table class="items deliveries" id="deliveries">
<caption id="deliveries-caption">${caption}</caption>
<thead><tr><th scope="col">event</th><th scope="col">type</th><th scope="col">state</th><th scope="col">attempts</th><th scope="col">last answer</th><th scope="col">next try</th></tr></thead>
<tbody>${
      deliveries.length === 0
        ? html`<tr><td colspan="6">No deliveries yet.</td></tr>`
        : deliveries.map(
            (delivery) => html`<tr data-delivery="${delivery.id}">
<td data-label="event">${delivery.event_id}</td>
<td data-label="type">${delivery.event_type}</td>
<td data-label="state">${delivery.state === 'failed' ? 'given up' : delivery.state}</td>
<td data-label="attempts">${delivery.attempt_log.length === 0 ? '0' : html`<details><summary>${delivery.attempts}</summary><ol>${delivery.attempt_log.map((attempt) => html`<li>${formatValue(attempt.at)}: ${attempt.status === null ? 'no answer' : String(attempt.status)}${attempt.error === null ? '' : ` (${attempt.error})`}, ${attempt.duration_ms} ms</li>`)}</ol></details>`}</td>
<td data-label="last answer">${delivery.last_error ?? (delivery.last_status === null ? '—' : String(delivery.last_status))}</td>
<td data-label="next try">${delivery.next_attempt_at === null ? '—' : formatValue(delivery.next_attempt_at)}</td>
</tr>`,
          )
    }</tbody>
</table>`,
  );
}

/** PATCH /webhooks/ID as a form (POST with _method=PATCH). */
function renderPauseForm(webhook: Webhook): Markup {
  return html`<form method="post" action="${webhookPath(webhook.id)}" class="pause">
<input type="hidden" name="_method" value="PATCH">
<input type="hidden" name="paused" value="${webhook.paused ? 'false' : 'true'}">
<button type="submit">${webhook.paused ? 'Resume deliveries' : 'Pause deliveries'}</button>
</form>`;
}

/** DELETE /webhooks/ID as a form; the script asks first (fieldlog.js, data-confirm). */
function renderDeleteForm(webhook: Webhook): Markup {
  return html`<form method="post" action="${webhookPath(webhook.id)}" class="delete" data-confirm="${`Delete the webhook to ${webhook.url}? Its ${webhook.pending} pending deliveries are dropped.`}">
<input type="hidden" name="_method" value="DELETE">
<button type="submit" class="danger">Delete webhook</button>
</form>`;
}

/** The create form, its fields as the route declares them. */
function renderCreateForm(site: Site, state: FormState, detail: string | undefined): Markup {
  const declared = site.route(WEBHOOK_ROUTES.create)?.query ?? {};
  const field = (name: string, required: boolean): Markup => {
    const spec: ParameterSpec | undefined = declared[name];
    return spec === undefined ? html`` : renderField(name, spec, { idPrefix: 'webhook', required, state });
  };
  return html`<h2 id="create-heading">Create a webhook</h2>
<form class="fields" method="post" action="/webhooks" aria-labelledby="create-heading">
${renderFormProblem(detail, state, ['url', 'types', 'description'], 'webhook')}
<div class="grid">
${field('url', true)}
${field('types', true)}
${field('description', false)}
</div>
<p><button type="submit">Create webhook</button></p>
</form>`;
}

function webhookPath(id: string): string {
  return `/webhooks/${encodeURIComponent(id)}`;
}
