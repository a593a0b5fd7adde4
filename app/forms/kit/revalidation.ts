import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * `export { shouldRevalidate } from "~/page-bundle";` in every route with a loader: after a
 * post the network lost (its clientAction answered `network`), the page's data is not fetched
 * again; that would fail the same way and replace the page, form and all, with an error.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  typeof actionResult === "object" && actionResult !== null && "network" in actionResult && Boolean(actionResult.network)
    ? false
    : defaultShouldRevalidate;
