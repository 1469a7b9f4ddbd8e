// The live streams of a process (issue 19): one reader of the change log, however many clients
// listen. Each client first catches up on its own, page by page at the pace its socket drains, from
// where it asked to start to where the shared reader stands; then it joins the live ones, to whom
// each new event goes as one frame made once. The log is the truth, and ids increase in the order
// changes commit, so "every event after id N" is a gap-free, duplicate-free promise across
// reconnects, restarts and processes.
import { once } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { EventLog, StoredEvent } from '../../storage/store.js';
import { ProblemError } from '../../contract/problem-error.js';
import type { StreamOut } from '../../contract/route.js';
import { filterKey, matchesEventFilter, sseComment, sseEventText } from './sse.js';
import type { EventFilter } from './sse.js';

export interface EventStreamLimits {
  /** EVENT_STREAMS_PER_CLIENT: live streams one client address may hold in this process. */
  perClient: number;
  /** EVENT_STREAMS_MAX: live streams this process holds in all. */
  total: number;
  /** EVENT_STREAM_BUFFER_BYTES: what may wait for a client's socket before the client is cut off. */
  bufferBytes: number;
  /** How often a comment line keeps an idle stream (and the proxies on its way) open. */
  heartbeatMs: number;
}

export const DEFAULT_EVENT_STREAM_LIMITS: EventStreamLimits = {
  perClient: 20,
  total: 2_000,
  bufferBytes: 1024 * 1024,
  heartbeatMs: 15_000,
};

/** Events read from the log at once, by the shared reader or by a client catching up. */
const PAGE = 500;
/**
 * The shortest time between two reads of the log by the shared reader: a delay of at most this much
 * on delivery (well inside the 100 ms the contract allows), for reads and writes per listener that
 * no longer grow with the rate of writes (bench/README.md, "Events").
 */
const READ_EVERY_MS = 10;
/** After a read of the log failed (the database is away), the shared reader tries again this soon. */
const RETRY_MS = 1_000;

interface Listener {
  out: StreamOut;
  filter: EventFilter;
  /** Every event up to this id has been looked at for this client. */
  position: number;
  /** The filter as a key: listeners that share one share the frames made for it. */
  key: string;
  client: string;
  /** Takes it out of the set and gives its place back; once only. */
  leave: () => void;
}

/** A place taken by a client before its stream starts, given back when it ends. */
export interface StreamTicket {
  release(): void;
}

export class EventStreams {
  readonly #log: EventLog;
  readonly #limits: EventStreamLimits;
  readonly #listeners = new Set<Listener>();
  /** The live listeners, by filter: each has seen every event up to the head, and no later one. */
  readonly #groups = new Map<string, Set<Listener>>();
  /** Live listeners that asked to start beyond the head (an id another process has read already). */
  readonly #ahead = new Set<Listener>();
  readonly #perClient = new Map<string, number>();
  #open = 0;
  /** Every event up to this id has gone to the live listeners; undefined while no one listens. */
  #head: number | undefined;
  #starting: Promise<number> | undefined;
  #unwatch: (() => void) | undefined;
  #heartbeat: NodeJS.Timeout | undefined;
  #reading = false;
  #wakeQueued = false;
  #lastRead = Number.NEGATIVE_INFINITY;
  #readAgain = false;
  #closed = false;

  constructor(log: EventLog, limits: Partial<EventStreamLimits> = {}) {
    this.#log = log;
    this.#limits = { ...DEFAULT_EVENT_STREAM_LIMITS, ...limits };
  }

  /** How many streams are open now, for the tests and the metrics to come. */
  get size(): number {
    return this.#open;
  }

  /**
   * Takes a place for a client's stream, or throws the problem that says why not: the address holds
   * its share, or the process holds all it may (or is shutting down).
   */
  admit(client: string): StreamTicket {
    const held = this.#perClient.get(client) ?? 0;
    if (this.#closed || this.#open >= this.#limits.total) {
      throw new ProblemError(
        'streams-unavailable',
        this.#closed
          ? 'The server is shutting down; reconnect with Last-Event-ID to another instance, or in a moment.'
          : `This server process holds ${this.#open} live streams, the most it may (EVENT_STREAMS_MAX); retry in a moment, or poll GET /events with after meanwhile.`,
        { limit: this.#limits.total, retry_after: 5 },
        { 'Retry-After': '5' },
      );
    }
    if (held >= this.#limits.perClient) {
      throw new ProblemError(
        'too-many-streams',
        `Your address holds ${held} live streams, the most one client may (EVENT_STREAMS_PER_CLIENT); close one before opening another.`,
        { limit: this.#limits.perClient, retry_after: 5 },
        { 'Retry-After': '5' },
      );
    }
    this.#perClient.set(client, held + 1);
    this.#open += 1;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.#open -= 1;
        const left = (this.#perClient.get(client) ?? 1) - 1;
        if (left === 0) this.#perClient.delete(client);
        else this.#perClient.set(client, left);
      },
    };
  }

  /**
   * Streams every event after `after` that passes `filter` to `out`, then every new one, until the
   * client goes (`gone`) or falls behind by more than the buffer bound; releases `ticket` at the end.
   */
  async stream(out: StreamOut, filter: EventFilter, after: number, ticket: StreamTicket, gone: AbortSignal, client: string): Promise<void> {
    const end = () => {
      if (!this.#listeners.delete(listener)) return;
      this.#ahead.delete(listener);
      const group = this.#groups.get(listener.key);
      if (group?.delete(listener) === true && group.size === 0) this.#groups.delete(listener.key);
      ticket.release();
      if (this.#listeners.size === 0) this.#stop();
    };
    const listener: Listener = { out, filter, position: after, key: filterKey(filter), client, leave: end };
    this.#listeners.add(listener);
    gone.addEventListener('abort', end, { once: true });
    // A client that went while the start was being checked (a read of the log on PostgreSQL) closed
    // its response before the pipeline listened for 'close', so `gone` never aborts: without this,
    // its place was held until the process ended.
    if (gone.aborted || out.destroyed) return end();
    try {
      out.write(`retry: 2000\n${sseComment(`Fieldlog change log: events after id ${after}`)}`);
      let head = await this.#start();
      // Catch up to where the shared reader stands, then join it; both happen in one turn, so no event
      // falls between the last page read here and the first one the reader sends.
      // A listener that left (its client went, or close() ended it) is written to no more: a write
      // after end() would be an 'error' event on the response, which nothing listens for.
      while (this.#listeners.has(listener) && listener.position < head) {
        const events = await this.#log.listText({ ...filter, after: listener.position, through: head, limit: PAGE });
        for (const event of events) {
          if (!this.#listeners.has(listener)) return;
          if (!out.write(sseEventText(event))) await drained(out, gone);
        }
        listener.position = events.length === PAGE ? events.at(-1)!.id : head;
        head = this.#head ?? head;
      }
      if (this.#listeners.has(listener)) this.#join(listener, head);
    } catch {
      // The database went away while catching up: the client reconnects with Last-Event-ID.
      out.destroy();
      end();
    }
  }

  /** Ends every stream (shutdown): each client reconnects with Last-Event-ID, elsewhere or later. */
  close(): void {
    this.#closed = true;
    // Out of the set first: the response's 'close' comes only once the end is flushed, which a
    // client that does not read may put off until the grace period is over, and meanwhile an event
    // committed by a request in flight, or a heartbeat, would be written after end() and crash the
    // process (ERR_STREAM_WRITE_AFTER_END, emitted with no listener).
    for (const listener of [...this.#listeners]) {
      listener.leave();
      listener.out.end();
    }
  }

  /** The shared reader's position, read once when the first listener comes. */
  #start(): Promise<number> {
    if (this.#head !== undefined) return Promise.resolve(this.#head);
    if (this.#starting !== undefined) return this.#starting;
    this.#unwatch ??= this.#log.watch(() => this.#wake());
    this.#heartbeat ??= setInterval(() => this.#beat(), this.#limits.heartbeatMs).unref();
    const starting = this.#log.bounds().then(
      ({ newest }) => {
        // Every listener left while the bounds were read, and #stop() forgot this start: a listener
        // that came since has started afresh (had it shared this one, it would not be watching).
        if (this.#starting !== starting) return newest;
        this.#starting = undefined;
        this.#head ??= newest;
        return this.#head;
      },
      (error: unknown) => {
        if (this.#starting === starting) this.#starting = undefined;
        throw error;
      },
    );
    this.#starting = starting;
    return starting;
  }

  #stop(): void {
    this.#unwatch?.();
    this.#unwatch = undefined;
    clearInterval(this.#heartbeat);
    this.#heartbeat = undefined;
    this.#head = undefined;
    this.#starting = undefined;
  }

  /**
   * A write's announcement: the reader looks once this turn is over, and at most every READ_EVERY_MS,
   * so that writes settled together, or in a burst, cost one read of the log and one write to each
   * listener, not one each. A wake-up meanwhile is folded into the next read.
   */
  #wake(): void {
    if (this.#wakeQueued) return;
    this.#wakeQueued = true;
    const wait = this.#lastRead + READ_EVERY_MS - performance.now();
    const read = () => {
      this.#wakeQueued = false;
      this.#lastRead = performance.now();
      void this.#read();
    };
    if (wait <= 0) setImmediate(read);
    else setTimeout(read, wait);
  }

  /** Reads what was appended since the head and sends it on; one read at a time, again if woken meanwhile. */
  async #read(): Promise<void> {
    if (this.#reading) {
      this.#readAgain = true;
      return;
    }
    this.#reading = true;
    try {
      do {
        this.#readAgain = false;
        for (;;) {
          if (this.#head === undefined) return;
          const events = await this.#log.listText({ after: this.#head, limit: PAGE });
          if (this.#head === undefined) return;
          if (events.length > 0) {
            const written = this.#send(events);
            this.#head = events.at(-1)!.id;
            await this.#cutSlowListeners(written);
          }
          if (events.length < PAGE) break;
        }
      } while (this.#readAgain);
    } catch {
      setTimeout(() => void this.#read(), RETRY_MS).unref();
    } finally {
      this.#reading = false;
    }
  }

  /** A listener that has caught up joins the live ones: its filter's group, or those ahead of the head. */
  #join(listener: Listener, head: number): void {
    if (listener.position > head) {
      this.#ahead.add(listener);
      return;
    }
    let group = this.#groups.get(listener.key);
    if (group === undefined) {
      group = new Set();
      this.#groups.set(listener.key, group);
    }
    group.add(listener);
  }

  /**
   * A page of new events to every live listener, one write each: the frames its filter passes, made
   * and joined once per filter. A group whose filter passes none of them costs one look, whatever
   * its size; with a thousand listeners a page is a thousand writes, not a thousand per event.
   * Resolves to the listeners written to, for the cut-off.
   */
  #send(events: readonly StoredEvent[]): Iterable<Listener>[] {
    const written: Iterable<Listener>[] = [];
    for (const group of this.#groups.values()) {
      const filter = group.values().next().value!.filter;
      const frames = events.filter((event) => matchesEventFilter(event, filter)).map(sseEventText);
      if (frames.length === 0) continue;
      const page = Buffer.from(frames.join(''));
      for (const listener of group) listener.out.write(page);
      written.push(group);
    }
    const last = events.at(-1)!.id;
    for (const listener of [...this.#ahead]) {
      const frames = events.filter((event) => event.id > listener.position && matchesEventFilter(event, listener.filter)).map(sseEventText);
      if (frames.length > 0) {
        listener.out.write(frames.join(''));
        written.push([listener]);
      }
      if (last >= listener.position) {
        this.#ahead.delete(listener);
        this.#join(listener, last);
      }
    }
    return written;
  }

  /**
   * A client that does not read would make this process hold every event for it: past the bound it
   * is cut off, and resumes with Last-Event-ID when it can keep up. Measured a turn after a page was
   * written, not at each write: node corks a response's socket until the end of the turn in which it
   * was written, so writableLength then counts bytes not yet offered to the socket at all, and one
   * burst larger than the bound (a batch of readings; with SQLite's synchronous reads, every page of
   * it in one turn) cut off every client, however fast it read. After the turn, writableLength is
   * what the socket refused, its kernel buffers full; and the next page waits for that turn.
   */
  async #cutSlowListeners(written: readonly Iterable<Listener>[]): Promise<void> {
    if (written.length === 0) return;
    await nextTurn();
    for (const listeners of written) {
      for (const listener of [...listeners]) if (listener.out.writableLength > this.#limits.bufferBytes) listener.out.destroy();
    }
  }

  #beat(): void {
    const beat = Buffer.from(sseComment('keep-alive'));
    for (const group of this.#groups.values()) for (const listener of group) listener.out.write(beat);
    for (const listener of this.#ahead) listener.out.write(beat);
  }
}

/** Resolves when `out` drained, or the client went. */
async function drained(out: StreamOut, gone: AbortSignal): Promise<void> {
  if (gone.aborted) return;
  await once(out as unknown as NodeJS.EventEmitter, 'drain', { signal: gone }).catch(() => {});
}
