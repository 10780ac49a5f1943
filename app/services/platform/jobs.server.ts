/**
 * The job runner: work that runs on a timer in the background of the server process
 * (pruning, the daily housekeeping). A job runs `firstMs` after it is started, then
 * `everyMs` after each run ends, or after the delay a run returns (a run that left work
 * behind asks to come back sooner). Runs never overlap, a failed run is reported to
 * `failed` and the next one still comes, the timer never keeps the process alive on its
 * own, and `stop()` waits for a run in progress, so the database is not closed under it.
 * Platform names no domain: the composition root (app/services/app) registers the jobs.
 */
export type Job = { stop(): Promise<void> };

export type JobOptions = {
  firstMs: number;
  everyMs: number;
  failed: (error: unknown) => void;
};

export function startJob(run: () => Promise<number | void>, options: JobOptions): Job {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const once = async () => {
    let next = options.everyMs;
    try {
      next = (await run()) ?? options.everyMs;
    } catch (error) {
      options.failed(error);
    }
    if (!stopped) schedule(next);
  };
  const schedule = (ms: number) => {
    timer = setTimeout(() => {
      running = once();
    }, ms);
    timer.unref();
  };
  schedule(options.firstMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
