import { DialogLink, MailIcon } from "~/page-bundle";

/**
 * A small button bottom-left (the call button sits bottom-right) that opens the quick contact
 * dialog. SiteDialogs loads it when it is due, so it takes the shared parts from ~/page-bundle, as the
 * dialogs do: they then stay in the one file every page loads. Without JavaScript the footer's
 * link reaches the same dialog.
 */
export function QuickContactWidget() {
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
