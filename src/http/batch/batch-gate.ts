// How many batch bodies are held in memory at once (issue 14, item 2). A batch may be 16 MiB, and
// reading one holds its chunks, its decoded text and the items parsed from it, two to three times its
// size; twelve at once took a server from 130 MB to 2.6 GB. Beyond this many, a batch waits before
// a byte of it is read: its socket is not read either, so TCP's flow control holds its client back,
// and node's requestTimeout still ends a wait that lasts too long.

/** One batch reading while another is checked and stored; two 16 MiB bodies and their copies fit in about 100 MB. */
export const BATCHES_AT_ONCE = 2;

export class BatchGate {
  #free: number;
  #waiting: (() => void)[] = [];

  constructor(slots = BATCHES_AT_ONCE) {
    this.#free = slots;
  }

  /** Resolves, in arrival order, once a slot is free; call the function it gives back to free it. */
  async enter(): Promise<() => void> {
    if (this.#free > 0) this.#free--;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const next = this.#waiting.shift();
      if (next === undefined) this.#free++;
      else next();
    };
  }
}
