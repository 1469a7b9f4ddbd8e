import type { FieldValue } from '../rows.js';
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

/** Rows (the SERVER_COLUMNS, then the columns) as one array per column, for insertSql() (insert-groups.ts) and the events' appends (event-append.ts). */
export function columnArrays(rows: readonly (readonly FieldValue[])[]): FieldValue[][] {
  const width = rows[0]?.length ?? 0;
  const arrays: FieldValue[][] = Array.from({ length: width }, () => new Array<FieldValue>(rows.length));
  rows.forEach((row, index) => {
    for (let column = 0; column < width; column++) arrays[column]![index] = row[column]!;
  });
  return arrays;
}
