export interface RepeatingJobOptions {
  /** One run. A run that throws goes to `onError`; the job keeps running. */
  run: () => Promise<void>;
  /** Pause between the end of one run and the start of the next. */
  intervalMs: number;
  /** Wait before the first run (instances started together spread out with a random part). */
  firstDelayMs: number;
  /** A pending run does not keep the process alive (a job that only tidies up). */
  unref?: boolean;
  onError: (error: unknown) => void;
}

export interface RepeatingJob {
  /** Starts the schedule; starting a started job does nothing. */
  start(): void;
  /** Stops after the run in progress, if any. */
  stop(): Promise<void>;
}

/**
 * The schedule every background job of the server shares: runs never overlap (the next is
 * scheduled when one ends), a failed run is reported and the next still comes, and `stop` waits
 * for the run in progress. What a run does, and how instances share the work (rows claimed with
 * SKIP LOCKED), is the job's own.
 */
export function createRepeatingJob({
  run,
  intervalMs,
  firstDelayMs,
  unref = false,
  onError,
}: RepeatingJobOptions): RepeatingJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  function schedule(delayMs: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run()
        .catch(onError)
        .finally(() => {
          running = undefined;
          schedule(intervalMs);
        });
    }, delayMs);
    if (unref) timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(firstDelayMs);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
