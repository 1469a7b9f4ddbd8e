/** One failed parameter, as sent in the `errors` array of an `invalid-parameters` problem. */
export interface ParameterError {
  parameter: string;
  code: string;
  message: string;
  expected: string;
  received?: unknown;
}

export type ValidationResult = { ok: true; values: Record<string, unknown> } | { ok: false; errors: ParameterError[] };
