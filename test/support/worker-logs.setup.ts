import { afterAll, beforeEach } from "vitest";
import type { RunnerTestSuite } from "vitest";
import { echoWorkerLogs, workerLogs, type WorkerLog } from "../../harness/worker-logs";

// The workers' log lines are kept, not printed (harness/worker-logs.ts): a failing test prints
// what they wrote while it ran, so that its report has the worker's side of the story.

let printedAny = false;

function print(heading: string, since: Map<WorkerLog, number>): void {
  if (echoWorkerLogs) return; // already printed as they came
  workerLogs.all().forEach((log, index) => {
    const lines = log.lines.slice(since.get(log) ?? 0);
    if (lines.length > 0) console.error(`${heading} (worker ${index + 1}, ${lines.length} lines):\n${lines.join("\n")}`);
  });
  printedAny = true;
}

beforeEach(({ onTestFailed }) => {
  workerLogs.forgetDisposed();
  // Where each kept log stood when the test began.
  const since = new Map(workerLogs.all().map((log) => [log, log.lines.length]));
  onTestFailed(() => print("What the worker logged during this test", since));
});

/** A hook that failed (a worker that would not start, a seed that failed) fails no test of its own. */
const hookFailed = (suite: Readonly<RunnerTestSuite>): boolean =>
  (suite.result?.errors?.length ?? 0) > 0 || suite.tasks.some((task) => task.type === "suite" && hookFailed(task));

// Vitest reads a hook's first parameter as the fixtures it asks for; this hook asks for none.
// eslint-disable-next-line no-empty-pattern
afterAll(({}, suite) => {
  if (!printedAny && hookFailed(suite as RunnerTestSuite)) print("What the worker logged", new Map());
});
