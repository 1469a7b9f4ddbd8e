// DATABASE_READ_URL (issue 16): the reads that are worth moving, lists and the named routes, go to
// a hot standby when it is sure to hold every write acknowledged before the read arrived; else to
// the primary. That is how a client always reads its own writes, whichever process or machine took
// them, without a token to carry: a write acknowledged before this read arrived committed at or
// before the primary's current WAL position, asked for after the read arrived; a standby that has
// replayed up to that position holds it.
//
// The two positions are asked for once per turn of the event loop for all the reads of that turn,
// in parallel, so the cost is one round trip per turn, not per read. A standby that fails or lags is
// passed over for the primary: a read never fails because the replica does.
import { StorageUnavailableError } from '../store.js';
import type { PostgresPool, Session } from './connection.js';

/** A standby that failed is not asked again for this long. */
const RESTING_MS = 1_000;

/** A WAL position ('16/B374D848') as a number that orders: 64 bits, so a bigint. */
export function walPosition(text: string): bigint {
  const [high, low] = text.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

export class ReadRouter {
  readonly #primary: PostgresPool;
  readonly #replica: PostgresPool;
  #turn: Promise<Session> | undefined;
  #restingUntil = 0;
  /** Reads sent to the standby and to the primary: for tests and diagnostics. */
  readonly sent = { replica: 0, primary: 0 };

  constructor(primary: PostgresPool, replica: PostgresPool) {
    this.#primary = primary;
    this.#replica = replica;
  }

  /** The session lag-tolerant reads of this turn use. */
  choose(): Promise<Session> {
    if (Date.now() < this.#restingUntil) return Promise.resolve(this.#primary);
    this.#turn ??= new Promise<Session>((resolve) =>
      setImmediate(() => {
        this.#turn = undefined;
        this.#compare().then(resolve, () => {
          this.#restingUntil = Date.now() + RESTING_MS;
          resolve(this.#primary);
        });
      }),
    );
    return this.#turn;
  }

  /** A Session whose every statement runs where choose() says, falling back to the primary when the standby fails. */
  session(): Session {
    const run = async <T>(work: (session: Session) => Promise<T>): Promise<T> => {
      const chosen = await this.choose();
      if (chosen === this.#primary) {
        this.sent.primary++;
        return work(chosen);
      }
      this.sent.replica++;
      try {
        return await work(chosen);
      } catch (error) {
        if (!(error instanceof StorageUnavailableError)) throw error;
        this.#restingUntil = Date.now() + RESTING_MS;
        this.sent.primary++;
        return work(this.#primary);
      }
    };
    return {
      rows: (text, values) => run((session) => session.rows(text, values)),
      arrays: (text, values) => run((session) => session.arrays(text, values)),
      script: (sql) => this.#primary.script(sql),
    };
  }

  async #compare(): Promise<Session> {
    const [[written], [replayed]] = await Promise.all([
      this.#primary.rows<{ at: string }>('SELECT pg_current_wal_lsn()::text AS at'),
      this.#replica.rows<{ at: string | null }>('SELECT pg_last_wal_replay_lsn()::text AS at'),
    ]);
    // NULL: not a standby (or not replaying): it cannot vouch for anything.
    if (written === undefined || replayed?.at == null) return this.#primary;
    return walPosition(replayed.at) >= walPosition(written.at) ? this.#replica : this.#primary;
  }
}
