import { useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { openDialogName } from "~/shared/dialogs";
import { MailIcon } from "~/ui/icons";
import { DialogLink } from "~/ui/dialog-link";

/** The floating contact widget appears after 50 s. */
export const QUICK_CONTACT_DELAY_MS = 50_000;

/**
 * A small button bottom-left (the call button sits bottom-right) that opens the quick contact
 * dialog. It needs JavaScript for its timer; without it the footer's link reaches the same dialog.
 */
export function QuickContactWidget({ delayMs = QUICK_CONTACT_DELAY_MS }: { delayMs?: number }) {
  const location = useLocation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  if (!visible || openDialogName(location.search)) return null;
  return (
    <DialogLink
      dialog="snabbkontakt"
      aria-label="Snabbkontakt: skriv till oss"
      className="fixed bottom-4 left-4 z-30 inline-flex min-h-12 items-center gap-2 rounded-full border-2 border-brand-700 bg-white px-3.5 py-3 font-semibold text-brand-800 no-underline shadow-lg hover:bg-brand-50 sm:px-5"
    >
      <MailIcon className="size-5" />
      <span className="hidden sm:inline">Skriv till oss</span>
    </DialogLink>
  );
}
