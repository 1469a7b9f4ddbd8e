// The background work of a server (the change log's pruning, retention, scheduled backups): a job
// run at start-up, then again a while after each run ends, never two at once, until the server stops.

export interface BackgroundJob {
  /** Whether stop() was called: a long job checks it between its steps, and ends early. */
  readonly stopped: () => boolean;
}

/**
 * Runs `job` now, and again `everyMs` after each run ends; a run that fails is `onError`'s, and the
 * next one runs as planned. Resolves to stop(), which cancels the next run and waits for one under
 * way, so that nothing of it outlives the store it uses.
 */
export function repeatInBackground(
  job: (context: BackgroundJob) => Promise<void>,
  everyMs: number,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const context: BackgroundJob = { stopped: () => stopped };
  const run = (): Promise<void> =>
    (async () => job(context))()
      .catch(onError)
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(() => {
          running = run();
        }, everyMs);
        // Background work never keeps a process alive by itself.
        timer.unref();
      });
  let running = run();
  return async () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    await running;
  };
}
