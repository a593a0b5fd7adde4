/**
 * What the workers started by `startWorker` wrote to stdout and stderr: their own JSON log lines
 * (a line per request) and workerd's. A green test run has no use for them, so they are kept here
 * rather than printed: a test reads its worker's with `logs()`, the test runner prints the part a
 * failing test saw (test/support/worker-logs.setup.ts), and `TEST_WORKER_LOGS=1` prints them all
 * as they come, as a script run by hand (bench, load) may want.
 */
export const echoWorkerLogs = process.env.TEST_WORKER_LOGS === "1";

export interface WorkerLog {
  /** A line each, in the order they came (stdout and stderr interleaved as they arrived). */
  readonly lines: string[];
  /** Set when the worker is disposed: its lines stay until the next test has begun. */
  disposed: boolean;
}

const open = new Set<WorkerLog>();

export const workerLogs = {
  /** A new worker's log, kept until `forgetDisposed` after the worker is gone. */
  start(): WorkerLog {
    const log: WorkerLog = { lines: [], disposed: false };
    open.add(log);
    return log;
  },
  /** Every log still kept, disposed or not. */
  all(): WorkerLog[] {
    return [...open];
  },
  forgetDisposed(): void {
    for (const log of open) if (log.disposed) open.delete(log);
  },
};
