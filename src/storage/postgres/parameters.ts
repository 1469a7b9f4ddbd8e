// Values travel as positional parameters: each fragment of a query binds its own through `bind`,
// which answers the placeholder ($1, $2, …) in the order the fragments are built, so one shape of
// request always gives one text (one prepared statement, connection.ts).

export interface PostgresQuery {
  text: string;
  values: unknown[];
}

export type Bind = (value: unknown) => string;

/** A query's values and the binder that fills them, starting after `values` already there. */
export function parameters(values: unknown[] = []): { values: unknown[]; bind: Bind } {
  return {
    values,
    bind: (value) => {
      values.push(value);
      return `$${values.length}`;
    },
  };
}

/** `?` placeholders as $1, $2, …: the statements of keys, users and sessions are written once for both engines. */
export function numberPlaceholders(sql: string): string {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
}
