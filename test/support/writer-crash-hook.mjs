// Loaded into a Fieldlog child process with NODE_OPTIONS=--import (test/e2e/writer-death.sqlite.test.ts):
// on SIGUSR2, the SQLite writer thread of that process is sent a message it cannot handle, so that it
// throws outside any write and dies of an uncaught exception, as a bug or a native fault in it would.
// The process itself runs the real entry point, unchanged; only this test brings the signal in.
import { isMainThread, Worker } from 'node:worker_threads';

if (isMainThread) {
  const threads = new Set();
  const on = Worker.prototype.on;
  // Every thread the process starts listens for its messages at once (writer-thread.ts): noted here.
  Worker.prototype.on = function (...args) {
    // Node's own loader-hooks thread (tsx registers one) is a subclass: it is left alone.
    if (this.constructor === Worker) threads.add(this);
    return on.apply(this, args);
  };
  process.on('SIGUSR2', () => {
    // worker-main.ts iterates `writes`: null throws a TypeError in the thread's message handler.
    for (const thread of threads) thread.postMessage({ type: 'writes', writes: null });
  });
}
