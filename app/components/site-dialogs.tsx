import { useLocation } from "@remix-run/react";
import { openDialogName } from "~/lib/dialog-url";
import { BookingDialog, NewsletterDialog, QuickContactDialog } from "./forms/site-dialog-frames";
import { QuickContactWidget } from "./forms/quick-contact-widget";
import { QuoteDialog } from "./quote/quote-dialog";

/** The URL-state dialogs (?dialog=offert|boka|nyhetsbrev|snabbkontakt) and the floating contact widget. */
export function SiteDialogs() {
  const location = useLocation();
  const open = openDialogName(location.search);
  return (
    <>
      {open === "offert" && <QuoteDialog />}
      {open === "boka" && <BookingDialog />}
      {open === "nyhetsbrev" && <NewsletterDialog />}
      {open === "snabbkontakt" && <QuickContactDialog />}
      <QuickContactWidget />
    </>
  );
}
