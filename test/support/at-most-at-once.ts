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
