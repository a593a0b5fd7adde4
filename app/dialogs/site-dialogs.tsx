import { Link, useLocation } from "@remix-run/react";
import { Component, lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from "react";
import { closeDialogHref, dialogPageHref, openDialogName } from "~/shared/dialogs";
import { company, telHref } from "~/shared/company";
import { dialogCode, preloadDialog } from "./lazy-dialogs";
import { DialogPreload } from "~/ui/dialog-preload";

/** The floating contact widget appears after 50 s. */
const QUICK_CONTACT_DELAY_MS = 50_000;

/**
 * The widget's code comes when it is due, since no page shows it before: should it not arrive on a
 * bad connection, there is no widget, and the footer's link reaches the same dialog.
 */
const QuickContactWidget = lazy(() => import("./quick-contact-widget").then((module) => ({ default: module.QuickContactWidget })));

function useWidgetDue(): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setDue(true), QUICK_CONTACT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return due;
}

/** Lets every DialogLink on the page start loading its dialog's code. */
export function DialogPreloadProvider({ children }: { children: ReactNode }) {
  return <DialogPreload.Provider value={preloadDialog}>{children}</DialogPreload.Provider>;
}

/** The URL-state dialogs (?dialog=offert|boka|nyhetsbrev|snabbkontakt) and the floating contact widget. */
export function SiteDialogs() {
  const location = useLocation();
  const open = openDialogName(location.search);
  const widgetDue = useWidgetDue();
  // Made again each time a dialog opens: code that failed to arrive is asked for again.
  const OpenDialog = useMemo(() => (open ? lazy(() => dialogCode[open].get().then((Dialog) => ({ default: Dialog }))) : null), [open]);
  return (
    <>
      {open && OpenDialog && (
        <DialogCodeBoundary
          key={open}
          fallback={
            <DialogUnavailable
              page={dialogPageHref(open, Object.fromEntries(new URLSearchParams(location.search)))}
              closeHref={closeDialogHref(location)}
            />
          }
        >
          <Suspense fallback={<DialogLoading />}>
            <OpenDialog />
          </Suspense>
        </DialogCodeBoundary>
      )}
      {widgetDue && !open && (
        <DialogCodeBoundary fallback={null}>
          <Suspense fallback={null}>
            <QuickContactWidget />
          </Suspense>
        </DialogCodeBoundary>
      )}
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

/** A dialog whose code could not be fetched: never the framework's error, but the way to the same form. */
class DialogCodeBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function DialogUnavailable({ page, closeHref }: { page: string; closeHref: string }) {
  return (
    <div role="alertdialog" aria-labelledby="dialog-saknas" className="fixed inset-0 z-[60] flex items-center justify-center bg-ink/60 p-4">
      <div className="w-full max-w-md rounded-card bg-white p-6 shadow-2xl">
        <h2 id="dialog-saknas" className="text-xl">
          Formuläret kunde inte laddas
        </h2>
        <p className="mt-2">
          Anslutningen räckte inte hela vägen. Öppna formuläret som en egen sida, eller ring oss så hjälper vi dig direkt.
        </p>
        <div className="mt-4 flex flex-wrap gap-3 font-semibold">
          <a href={page}>Öppna formuläret</a>
          <a href={telHref}>Ring {company.phoneDisplay}</a>
          <Link to={closeHref} replace preventScrollReset>
            Stäng
          </Link>
        </div>
      </div>
    </div>
  );
}
