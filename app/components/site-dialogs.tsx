import { useLocation } from "@remix-run/react";
import { Suspense } from "react";
import { openDialogName } from "~/lib/dialog-url";
import { QuickContactWidget } from "./forms/quick-contact-widget";
import { lazyDialogs } from "./site-dialog-modules";

/** The URL-state dialogs (?dialog=offert|boka|nyhetsbrev|snabbkontakt) and the floating contact widget. */
export function SiteDialogs() {
  const location = useLocation();
  const open = openDialogName(location.search);
  const OpenDialog = open ? lazyDialogs[open] : null;
  return (
    <>
      {OpenDialog && (
        <Suspense fallback={<DialogLoading />}>
          <OpenDialog />
        </Suspense>
      )}
      <QuickContactWidget />
    </>
  );
}

/** While a dialog's code arrives (a moment, on a slow network): the dimmed page and a spinner. */
function DialogLoading() {
  return (
    <div role="status" className="fixed inset-0 z-[60] flex items-center justify-center bg-ink/60">
      <span className="size-10 animate-spin rounded-full border-4 border-white border-t-transparent" aria-hidden="true" />
      <span className="sr-only">Laddar …</span>
    </div>
  );
}
