import { createContext } from "react";
import type { DialogName } from "~/shared/dialogs";

/**
 * How a link that opens a dialog starts loading its code. Given by SiteDialogs, which owns the
 * dialogs' code, so that a dialog can link to another dialog without importing its own loader.
 */
export const DialogPreload = createContext<(name: DialogName) => void>(() => undefined);
