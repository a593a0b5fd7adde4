import type { ComponentType } from "react";
import { preloadChecks } from "~/forms/kit/use-validated-form";
import { once } from "~/forms/kit/once";
import type { DialogName } from "~/shared/dialogs";

/**
 * The dialogs' code, loaded when a dialog is about to open rather than with every page: the
 * forms inside them are most of the site's JavaScript. The server renders them like any other
 * component, so a dialog opened by URL is complete without JavaScript.
 */
export const dialogCode = {
  offert: once(() => import("./dialog-frames").then((module): ComponentType => module.QuoteDialog)),
  boka: once(() => import("./dialog-frames").then((module): ComponentType => module.BookingDialog)),
  nyhetsbrev: once(() => import("./dialog-frames").then((module): ComponentType => module.NewsletterDialog)),
  snabbkontakt: once(() => import("./dialog-frames").then((module): ComponentType => module.QuickContactDialog)),
} satisfies Record<DialogName, unknown>;

/** Starts loading a dialog's code, and the checks for its form, e.g. when a pointer reaches a link that opens it. */
export function preloadDialog(name: DialogName): void {
  dialogCode[name].get().catch(() => undefined);
  preloadChecks();
}
