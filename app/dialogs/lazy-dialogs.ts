import { lazy } from "react";
import type { DialogName } from "~/shared/dialogs";
import { loadFormEnhancer } from "~/forms/kit/validation-loader";

/**
 * The dialogs' code, loaded when a dialog is about to open rather than with every page: the
 * forms inside them are most of the site's JavaScript. The server renders them like any other
 * component, so a dialog opened by URL is complete without JavaScript.
 */
const dialogModules = {
  offert: () => withFormChecks(import("./quote-dialog").then((module) => ({ default: module.QuoteDialog }))),
  boka: () => withFormChecks(import("./dialog-frames").then((module) => ({ default: module.BookingDialog }))),
  nyhetsbrev: () => withFormChecks(import("./dialog-frames").then((module) => ({ default: module.NewsletterDialog }))),
  snabbkontakt: () => withFormChecks(import("./dialog-frames").then((module) => ({ default: module.QuickContactDialog }))),
} satisfies Record<DialogName, () => Promise<{ default: () => JSX.Element }>>;

/** Every dialog holds a form: the browser's checks for it come along. */
function withFormChecks<T>(dialog: Promise<T>): Promise<T> {
  void loadFormEnhancer();
  return dialog;
}

export const lazyDialogs = {
  offert: lazy(dialogModules.offert),
  boka: lazy(dialogModules.boka),
  nyhetsbrev: lazy(dialogModules.nyhetsbrev),
  snabbkontakt: lazy(dialogModules.snabbkontakt),
};

const preloaded = new Set<DialogName>();

/** Starts loading a dialog's code (once), e.g. when a pointer reaches a link that opens it. */
export function preloadDialog(name: DialogName): void {
  if (preloaded.has(name)) return;
  preloaded.add(name);
  dialogModules[name]().catch(() => preloaded.delete(name));
}
