// A template tag that escapes every interpolated value unless it is already markup made by this tag,
// so a hostile area name such as "<script>" can only ever appear as text.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export class Markup {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
  toString(): string {
    return this.text;
  }
}

export function escapeHtml(value: unknown): string {
  if (typeof value === 'number') return String(value);
  const text = String(value);
  // Most values have nothing to escape: a test finds that without building a new string.
  return HAS_SPECIAL.test(text) ? text.replace(SPECIALS, (c) => ESCAPES[c]!) : text;
}

const HAS_SPECIAL = /[&<>"']/;
const SPECIALS = /[&<>"']/g;

type Interpolation = Markup | string | number | boolean | null | undefined | readonly Interpolation[];

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof Markup) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(value);
}

export function html(strings: TemplateStringsArray, ...values: Interpolation[]): Markup {
  let out = strings[0]!;
  for (let i = 0; i < values.length; i++) out += render(values[i]!) + strings[i + 1]!;
  return new Markup(out);
}

/**
 * ` name="value"`, or nothing when the value is absent or false; `true` gives the bare attribute
 * (`required`). The name is always a literal of ours; only the value comes from data, and is escaped.
 */
export function attribute(name: string, value: string | number | boolean | null | undefined): Markup {
  if (value === undefined || value === null || value === false) return new Markup('');
  if (value === true) return new Markup(` ${name}`);
  return new Markup(` ${name}="${escapeHtml(value)}"`);
}
