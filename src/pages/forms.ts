// Form fields derived from the registry's parameter definitions: the same types and bounds that
// validation enforces become the inputs' type, min, max, step, pattern, length and required
// attributes, so the browser refuses what the server would refuse before a request is sent. The
// server stays the judge: its messages are shown beside the fields when it refuses anyway.
import { describeExpected } from '../versioning/index.js';
import type { ParameterSpec } from '../versioning/index.js';
import { attribute, html } from './html.js';
import type { Markup } from './html.js';

/** What a form shows: the values as typed (strings) and, per parameter, the server's messages. */
export interface FormState {
  values: Readonly<Record<string, unknown>>;
  errors: ReadonlyMap<string, readonly string[]>;
}

export const EMPTY_FORM: FormState = { values: {}, errors: new Map() };

/**
 * RFC 3339 date-time as an HTML pattern: looser than the server (which also checks the calendar),
 * never stricter, so the browser never blocks a value the server would take.
 */
const DATE_TIME_PATTERN = String.raw`\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+\-]\d{2}(:?\d{2})?)`;

// HTML compiles `pattern` with the `v` flag (HTML §4.10.5.3.8), where a class such as [A-Z._:-] is a
// syntax error (a lone `-` and the punctuators must be escaped) and the browser silently drops the
// check. These are the characters v-mode lets, and needs, a class to escape.
const CLASS_ESCAPES = new Set('^$\\.*+?()[]{}|/&-!#%,:;<=>@`~'.split(''));

/** The registry's pattern (ECMAScript, u-mode, anchored) as an HTML pattern attribute (v-mode, unanchored). */
export function toHtmlPattern(pattern: string): string {
  const body = pattern.replace(/^\^/, '').replace(/(?<!\\)\$$/, '');
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c === '\\') {
      out += body.slice(i, i + 2);
      i++;
    } else if (c === '[') {
      const end = findClassEnd(body, i);
      out += `[${escapeClass(body.slice(i + 1, end))}]`;
      i = end;
    } else out += c;
  }
  return out;
}

function findClassEnd(body: string, start: number): number {
  for (let i = start + 1; i < body.length; i++) {
    if (body[i] === '\\') i++;
    else if (body[i] === ']' && i > start + 1) return i;
  }
  throw new Error(`Pattern ${body} has an unclosed character class`);
}

/** Escapes a class's literal punctuators; keeps a leading `^` (negation) and each range's `-`. */
function escapeClass(inner: string): string {
  const atoms: string[] = [];
  for (let i = 0; i < inner.length; i++) {
    const escaped = inner[i] === '\\';
    atoms.push(inner.slice(i, escaped ? i + 2 : i + 1));
    if (escaped) i++;
  }
  return atoms
    .map((atom, i) => {
      if (atom.length > 1) return atom;
      if (atom === '^' && i === 0) return atom;
      const isRange = atom === '-' && i > 0 && i < atoms.length - 1 && !(atoms[i - 1] === '^' && i === 1);
      return !isRange && CLASS_ESCAPES.has(atom) ? `\\${atom}` : atom;
    })
    .join('');
}

/** From this many characters on, a text parameter is written in a textarea rather than a one-line input. */
const LONG_TEXT = 1000;

export interface FieldOptions {
  /** Prefix of the input's id, unique on the page: several forms may share a parameter name. */
  idPrefix: string;
  required: boolean;
  state: FormState;
  /** Values to offer as the field is typed in (the devices a location may name), each with its label. */
  suggestions?: readonly Suggestion[] | undefined;
}

export interface Suggestion {
  value: string;
  label: string;
}

/** One labelled input with its help text and, when the server refused the value, its messages. */
export function renderField(name: string, spec: ParameterSpec, options: FieldOptions): Markup {
  const id = `${options.idPrefix}-${name}`;
  const errors = options.state.errors.get(name) ?? [];
  const value = options.state.values[name];
  const { schema } = spec;
  const numeric = schema.type === 'number' || schema.type === 'integer';
  const pattern =
    schema.format === 'date-time' ? DATE_TIME_PATTERN : schema.pattern === undefined ? undefined : toHtmlPattern(schema.pattern);
  const describedBy = `${id}-help${errors.length > 0 ? ` ${id}-error` : ''}`;
  // Text that may run to paragraphs (a device's description) gets room to be written in.
  const long = schema.type === 'string' && (schema.maxLength ?? 0) >= LONG_TEXT;
  const control = long
    ? html`<textarea id="${id}" name="${name}" rows="4"${attribute('required', options.required)}${attribute('minlength', schema.minLength)}${attribute('maxlength', schema.maxLength)}${attribute('placeholder', String(spec.example))}${attribute('aria-invalid', errors.length > 0 ? 'true' : undefined)} aria-describedby="${describedBy}">${value === undefined || value === null ? '' : String(value)}</textarea>`
    : html`<input id="${id}" name="${name}"${attribute('type', numeric ? 'number' : 'text')}${attribute('value', value === undefined || value === null ? undefined : String(value))}${attribute('required', options.required)}${attribute('step', numeric ? (schema.type === 'integer' ? '1' : 'any') : undefined)}${attribute('min', schema.minimum)}${attribute('max', schema.maximum)}${attribute('minlength', schema.minLength)}${attribute('maxlength', schema.maxLength)}${attribute('pattern', pattern)}${attribute('placeholder', String(spec.example))}${attribute('list', options.suggestions === undefined ? undefined : `${id}-list`)}${attribute('aria-invalid', errors.length > 0 ? 'true' : undefined)} aria-describedby="${describedBy}" autocomplete="off">${
        options.suggestions === undefined
          ? ''
          : html`<datalist id="${`${id}-list`}">${options.suggestions.map((s) => html`<option value="${s.value}">${s.label}</option>`)}</datalist>`
      }`;
  return html`<div class="field">
<label for="${id}">${name}${spec.unit === undefined ? '' : html` <span class="muted">(${spec.unit})</span>`}${options.required ? '' : html` <span class="muted">(optional)</span>`}</label>
${control}
<p class="help" id="${id}-help">${renderProse(spec.description)} Expected: ${describeExpected(spec)}.</p>
${errors.length === 0 ? '' : html`<p class="error" id="${id}-error">${errors.join('; ')}</p>`}
</div>`;
}

/** The registry's descriptions mark names as `code`, as Markdown does; each part is escaped. */
function renderProse(text: string): Markup {
  return html`${text.split('`').map((part, i) => (i % 2 === 1 ? html`<code>${part}</code>` : part))}`;
}

/**
 * What was refused, first on the page: a link to each field with an error (whose own message is
 * beside it), then the errors no field shows (unknown or repeated parameters). It takes the focus
 * when the page loads, without script (autofocus), so a screen reader reads it at once and Tab
 * continues into the form: a live region is not announced on a page that has just loaded (issue 23).
 */
export function renderFormProblem(detail: string | undefined, state: FormState, fieldNames: readonly string[], idPrefix: string): Markup {
  if (detail === undefined && state.errors.size === 0) return html``;
  const fields = fieldNames.filter((name) => state.errors.has(name));
  const others = [...state.errors].filter(([name]) => !fieldNames.includes(name));
  return html`<div class="problem" role="alert" data-problem tabindex="-1" autofocus>
<p>${detail ?? 'Some values were not accepted.'} Each field below says what it needs.</p>
${fields.length === 0 ? '' : html`<ul>${fields.map((name) => html`<li><a href="${`#${idPrefix}-${name}`}">${name}: ${state.errors.get(name)!.join('; ')}</a></li>`)}</ul>`}
${others.length === 0 ? '' : html`<ul>${others.map(([, messages]) => html`<li>${messages.join('; ')}</li>`)}</ul>`}
</div>`;
}

/** Errors of an invalid-parameters problem, by parameter, in the problem's order. */
export function errorsByParameter(errors: unknown): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  if (!Array.isArray(errors)) return byName;
  for (const entry of errors as { parameter?: unknown; message?: unknown }[]) {
    const name = String(entry.parameter);
    byName.set(name, [...(byName.get(name) ?? []), String(entry.message)]);
  }
  return byName;
}

export interface ResourceFormOptions {
  /** The collection's path: create posts here; edit posts to `${collection}/${id}`. */
  collection: string;
  id?: string;
  parameters: Readonly<Record<string, ParameterSpec>>;
  state: FormState;
  /** The problem's detail after a refused post. */
  detail?: string;
  submitLabel: string;
  /**
   * The ETag of the state the form was filled from, sent back as `_if_match` so that saving over
   * someone else's change in between is refused (412) instead of silently undoing it.
   */
  ifMatch?: string | undefined;
  /** The fields a create or PUT may leave out (CallVersion.optional): left blank, a form sends them as not given. */
  optional?: readonly string[];
  /** Per parameter, values to offer (the existing devices for `device`). */
  suggestions?: Readonly<Record<string, readonly Suggestion[]>>;
}

/**
 * Create (POST /{collection}) or edit (POST /{collection}/{id} with _method=PUT: browsers send only
 * GET and POST, INTERFACE.md §4). Every field of the newest version is required, as PUT requires,
 * but the call's optional ones: left blank, they are not given (and the edit's PUT clears them).
 */
export function renderResourceForm(options: ResourceFormOptions): Markup {
  const names = Object.keys(options.parameters);
  const action = options.id === undefined ? options.collection : `${options.collection}/${encodeURIComponent(options.id)}`;
  const prefix = options.id === undefined ? 'new' : 'edit';
  return html`<form class="fields" method="post" action="${action}">
${renderFormProblem(options.detail, options.state, names, prefix)}
${options.id === undefined ? '' : html`<input type="hidden" name="_method" value="PUT">`}
${options.ifMatch === undefined ? '' : html`<input type="hidden" name="_if_match" value="${options.ifMatch}">`}
<div class="grid">
${names.map((name) =>
  renderField(name, options.parameters[name]!, {
    idPrefix: prefix,
    required: !(options.optional ?? []).includes(name),
    state: options.state,
    suggestions: options.suggestions?.[name],
  }),
)}
</div>
<p><button type="submit">${options.submitLabel}</button></p>
</form>`;
}

/**
 * Delete as a form (POST with _method=DELETE). Script asks for confirmation first (data-confirm);
 * without script the form is shown only on the edit page, where reaching it is the confirmation step.
 */
export function renderDeleteForm(self: string, noun: string, id: string, options: { scriptOnly: boolean }): Markup {
  return html`<form method="post" action="${self}" class="delete" data-confirm="${`Delete ${noun.toLowerCase()} ${id}? This cannot be undone.`}"${attribute('hidden', options.scriptOnly)}${attribute('data-script-only', options.scriptOnly)}>
<input type="hidden" name="_method" value="DELETE">
<button type="submit" class="danger">Delete ${noun.toLowerCase()}</button>
</form>`;
}

export interface SearchFormOptions {
  /** The search route's path: the form's action, and what script calls with version_number. */
  action: string;
  parameters: Readonly<Record<string, ParameterSpec>>;
  state: FormState;
  /** The newest version of the search call, for script's calls to the JSON interface. */
  version: number;
  /** The id of the results table that script fills in; none: the form always loads its page. */
  results?: string;
  title: string;
  submitLabel?: string;
}

/** A GET form to a search route; script submits it to the JSON interface and fills `results` in. */
export function renderSearchForm(options: SearchFormOptions): Markup {
  // The cursor is not typed by people: pages link to the next page instead.
  const names = Object.keys(options.parameters).filter((name) => name !== 'cursor');
  const enhanced = options.results !== undefined;
  return html`<form class="fields" method="get" action="${options.action}" role="search"${attribute('data-search', enhanced)} data-version="${options.version}"${attribute('data-results', options.results)}>
<fieldset><legend>${options.title}</legend>
<div class="grid">
${names.map((name) => renderField(name, options.parameters[name]!, { idPrefix: 'search', required: options.parameters[name]!.required === true, state: options.state }))}
</div>
<div class="problem" role="alert" data-problem hidden></div>
<p><button type="submit">${options.submitLabel ?? 'Search'}</button> <span class="muted" role="status" data-status></span></p>
</fieldset>
</form>`;
}
