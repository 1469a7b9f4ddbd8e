import type { FieldValue, RowValues } from '../rows.js';
import type { Session } from './connection.js';

interface Waiting {
  id: string;
  resolve(values: RowValues | undefined): void;
  reject(error: unknown): void;
}

/** Ids per statement: far above what one turn brings, and a bound on the array sent. */
const GROUP_IDS = 500;

/**
 * Reads by id grouped per turn of the event loop, as creates are (insert-groups.ts): the reads of
 * one turn ask for their rows in one statement, `WHERE id = ANY($1)`, instead of one each. Each
 * statement costs the client a round of protocol messages and the server a backend wake-up, so under
 * load (dozens of reads a turn at 50 connections) this is most of a read's database work saved; a
 * lone read goes as it would have, one id in the array.
 */
export class ReadGroups {
  readonly #db: Session;
  readonly #sql: string;
  #turn: Waiting[] | undefined;

  /** `sql`: selects whole rows (id first) with `WHERE id = ANY($1::text[])`. */
  constructor(db: Session, sql: string) {
    this.#db = db;
    this.#sql = sql;
  }

  get(id: string): Promise<RowValues | undefined> {
    return new Promise((resolve, reject) => {
      if (this.#turn === undefined) {
        this.#turn = [];
        setImmediate(() => this.#send());
      }
      this.#turn.push({ id, resolve, reject });
    });
  }

  #send(): void {
    const turn = this.#turn!;
    this.#turn = undefined;
    for (let start = 0; start < turn.length; start += GROUP_IDS) {
      const group = turn.slice(start, start + GROUP_IDS);
      this.#db.arrays(this.#sql, [[...new Set(group.map((waiting) => waiting.id))]]).then(
        (rows) => {
          const byId = new Map((rows as FieldValue[][]).map((row) => [row[0] as string, row as RowValues]));
          const handed = new Set<string>();
          for (const waiting of group) {
            const row = byId.get(waiting.id);
            // Two reads of one id in a turn each get an array of their own, as they would alone.
            waiting.resolve(row === undefined || !handed.has(waiting.id) ? row : [...row]);
            handed.add(waiting.id);
          }
        },
        (error: unknown) => {
          for (const waiting of group) waiting.reject(error);
        },
      );
    }
  }
}
