import { it } from "vitest";

/**
 * A gate for tests that run concurrently: the work given to it runs at most `limit` at a time, the
 * rest in the order it came. Time spent waiting at the gate counts against a test's own timeout.
 */
export function atMostAtOnce(limit: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (work) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

/**
 * `it` for the tests of a `describe.concurrent`, run at most `limit` at a time through one gate;
 * `timeoutMs` covers a test's wait at the gate and its own run.
 */
export function gatedTest(limit: number, timeoutMs: number): (name: string, body: () => Promise<void>) => void {
  const gate = atMostAtOnce(limit);
  return (name, body) => it(name, () => gate(body), timeoutMs);
}
