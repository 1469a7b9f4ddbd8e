import type { ServerResponse } from 'node:http';

/**
 * The one place Vary is written (RFC 9110 §12.5.5): each field that chose the answer is added to
 * what the response already varies on, never put in its place. A guard that chose by Origin (CORS)
 * and a writer that chose by Accept both count, or a shared cache would hand one origin's answer to
 * another.
 */
export function addVary(res: ServerResponse, field: string): void {
  const current = res.getHeader('Vary');
  if (current === undefined) return void res.setHeader('Vary', field);
  const fields = String(current);
  if (fields === '*' || fieldList(fields).includes(field.toLowerCase())) return;
  res.setHeader('Vary', `${fields}, ${field}`);
}

/** Every field of `fields` (a Vary value, or several joined) added to the response's Vary. */
export function addVaryFields(res: ServerResponse, fields: string): void {
  for (const field of fields.split(',')) {
    const name = field.trim();
    if (name !== '') addVary(res, name);
  }
}

function fieldList(value: string): string[] {
  return value.split(',').map((name) => name.trim().toLowerCase());
}
