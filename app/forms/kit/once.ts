/**
 * Loads something once and keeps it; a failed load is forgotten, so the next call tries again
 * (a chunk that could not be fetched on a bad connection may well arrive on the next attempt).
 */
export function once<T>(load: () => Promise<T>) {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    get(): Promise<T> {
      loading ??= load().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    /** The loaded value, if it has arrived. */
    value(): T | undefined {
      return value;
    },
  };
}
