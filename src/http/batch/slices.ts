// A batch's work (splitting, parsing, validating, writing the answer) is cut into slices with the
// event loop free between them, so that other requests are served while a 16 MiB batch is read.

/**
 * Items are read and validated in slices of at most this many milliseconds, with the event loop
 * free between them. A new connection's request takes several turns of the loop (accept, read,
 * answer), each of which may wait for a slice: at 8 ms a second client's /healthz waited up to 47 ms
 * behind a batch of 10,000 broken items (issue 14's watchdog), at 4 ms under 30.
 */
const SLICE_MS = 4;

/** Work cut into slices of at most about SLICE_MS, the event loop free between them. */
export class Slices {
  #start = performance.now();

  /** Lets the event loop run once (setImmediate: after pending I/O), then starts a new slice. */
  async pause(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    this.#start = performance.now();
  }

  /** Pauses when this slice has used its time. */
  maybePause(): Promise<void> | undefined {
    return performance.now() - this.#start > SLICE_MS ? this.pause() : undefined;
  }
}
