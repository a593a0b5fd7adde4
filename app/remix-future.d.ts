// Single Fetch is on (remix.config.js): loaders and actions return plain data, typed as such.
import "@remix-run/server-runtime";

declare module "@remix-run/server-runtime" {
  interface Future {
    v3_singleFetch: true;
  }
}
