/**
 * How a route uses its call's parameters: `all` (create, full update: every field required but the call's optional ones),
 * `partial` (PATCH: any subset), `declared` (queries: each parameter's own `required`), `none`
 * (reading or deleting one resource takes nothing but version_number and action).
 */
export type InputMode = 'all' | 'partial' | 'declared' | 'none';
