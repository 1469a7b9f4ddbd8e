import type { Guard } from './guard.js';
import { ProblemError } from '../../contract/problem-error.js';

/** Whether the process still takes work; the shutdown sequence flips it before it stops listening. */
export class Lifecycle {
  #draining = false;

  get draining(): boolean {
    return this.#draining;
  }

  beginDrain(): void {
    this.#draining = true;
  }

  /** New requests during shutdown get 503 with Connection: close, so clients retry elsewhere. */
  readonly guard: Guard = () => {
    if (this.#draining) {
      throw new ProblemError(
        'service-unavailable',
        'The server is shutting down and takes no new requests; retry in a moment.',
        {},
        { Connection: 'close', 'Retry-After': '1' },
      );
    }
  };
}
