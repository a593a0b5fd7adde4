import { Link, useLocation } from "@remix-run/react";
import { useMemo, type ReactNode } from "react";
import { BOOKING_FORM } from "~/forms/booking/fields";
import { NEWSLETTER_CHECK_INBOX, NEWSLETTER_DEFAULT_SOURCE, newsletterFormId } from "~/forms/newsletter/fields";
import { QUICK_CONTACT_FORM } from "~/forms/quick-contact/fields";
import { CONFIRMATION_ON_ITS_WAY } from "~/shared/confirmation-notice";
import { Dialog } from "./dialog";
import { DialogLink } from "~/ui/dialog-link";
import { BookingForm } from "~/forms/booking/booking-form";
import { NewsletterForm } from "~/forms/newsletter/newsletter-form";
import { NewsletterTerms } from "~/forms/newsletter/newsletter-terms";
import { QuickContactForm } from "~/forms/quick-contact/quick-contact-form";
import { QuoteBadges } from "~/forms/quote/quote-reassurance";
import { QuoteWizard } from "~/forms/quote/quote-wizard";
import { keyTermsContent } from "~/content/key-terms";
import { quoteLinkStart } from "~/forms/quote/link-start";
import { closeDialogHref, dialogHref, sentForm, company, telHref, buttonClasses, ThankYouPanel } from "~/page-bundle";
import { DIALOG_THANK_YOU_ANCHOR } from "~/shared/dialogs";

function DialogBody({ titleId, title, intro, children }: { titleId: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="px-5 pt-6 pb-8 sm:px-8 sm:pt-8">
      <h2 id={titleId} className="pr-12 text-2xl sm:text-3xl">
        {title}
      </h2>
      {intro && <div className="mt-3 text-muted">{intro}</div>}
      <div className="mt-6">{children}</div>
    </div>
  );
}

function CloseButton() {
  const location = useLocation();
  return (
    <Link to={closeDialogHref(location)} replace preventScrollReset className={buttonClasses("secondary")}>
      Stäng
    </Link>
  );
}

/** ?dialog=boka */
export function BookingDialog() {
  const location = useLocation();
  const sent = sentForm(location.search) === BOOKING_FORM;
  return (
    <Dialog titleId="boka-titel">
      <DialogBody
        titleId="boka-titel"
        title="Boka Transist"
        intro={!sent && "Fyll i uppgifterna så bekräftar vi din bokning inom 24 timmar. Fält markerade med * måste fyllas i."}
      >
        {sent ? (
          <ThankYouPanel id={DIALOG_THANK_YOU_ANCHOR} actions={<CloseButton />}>
            Vi har tagit emot din bokning och hör av oss inom 24 timmar för att bekräfta. {CONFIRMATION_ON_ITS_WAY}
          </ThankYouPanel>
        ) : (
          <BookingForm id="boka-dialog" returnTo={dialogHref(location, "boka")} keyTerms={keyTermsContent} />
        )}
      </DialogBody>
    </Dialog>
  );
}

/** ?dialog=nyhetsbrev: 'Spara 10% på din flytt!' */
export function NewsletterDialog() {
  const location = useLocation();
  const sent = sentForm(location.search) === newsletterFormId(NEWSLETTER_DEFAULT_SOURCE);
  return (
    <Dialog titleId="nyhetsbrev-titel" className="sm:pt-[10vh]">
      <DialogBody
        titleId="nyhetsbrev-titel"
        title="Spara 10% på din flytt!"
        intro={
          !sent && (
            <div className="flex items-center gap-4 rounded-lg bg-accent-100 p-4 text-ink">
              <span
                aria-hidden="true"
                className="flex size-14 shrink-0 items-center justify-center rounded-full bg-accent-500 text-lg font-bold"
              >
                10&nbsp;%
              </span>
              <p>Prenumerera på vårt nyhetsbrev och få 10 % rabatt på din första bokning hos oss.</p>
            </div>
          )
        }
      >
        {sent ? (
          <ThankYouPanel id={DIALOG_THANK_YOU_ANCHOR} actions={<CloseButton />}>
            {NEWSLETTER_CHECK_INBOX} Rabatten på 10 % gäller din första bokning när du har bekräftat.
          </ThankYouPanel>
        ) : (
          <>
            <NewsletterForm
              source={NEWSLETTER_DEFAULT_SOURCE}
              returnTo={dialogHref(location, "nyhetsbrev")}
              submitLabel="Ge mig rabatten"
            />
            <NewsletterTerms />
          </>
        )}
      </DialogBody>
    </Dialog>
  );
}

/** ?dialog=snabbkontakt: the floating widget's form. */
export function QuickContactDialog() {
  const location = useLocation();
  const sent = sentForm(location.search) === QUICK_CONTACT_FORM;
  return (
    <Dialog titleId="snabbkontakt-titel">
      <DialogBody
        titleId="snabbkontakt-titel"
        title="Snabbkontakt"
        intro={
          !sent && (
            <>
              Lämna dina uppgifter så ringer eller mejlar vi dig inom 24 timmar. Bråttom? Ring{" "}
              <a href={telHref} className="whitespace-nowrap underline">
                {company.phoneDisplay}
              </a>
              . Vet du redan vad du behöver?{" "}
              <DialogLink dialog="boka" className="underline">
                Boka direkt
              </DialogLink>
              .
            </>
          )
        }
      >
        {sent ? (
          <ThankYouPanel id={DIALOG_THANK_YOU_ANCHOR} actions={<CloseButton />}>
            Vi har tagit emot dina uppgifter och hör av oss inom kort. {CONFIRMATION_ON_ITS_WAY}
          </ThankYouPanel>
        ) : (
          <QuickContactForm id="snabbkontakt-dialog" returnTo={dialogHref(location, "snabbkontakt")} />
        )}
      </DialogBody>
    </Dialog>
  );
}

const QUOTE_TITLE_ID = "offert-dialog-rubrik";

/**
 * The home page's quote dialog (?dialog=offert): the same wizard and the same action as /offert.
 * Without JavaScript the next step continues on /offert; with it the steps advance in place.
 * A link that names a service opens it on step 2 with that service chosen (read here, in the
 * dialog's own code, so no page carries the links' values).
 */
export function QuoteDialog() {
  const { search } = useLocation();
  const start = useMemo(() => quoteLinkStart(search), [search]);
  return (
    <Dialog titleId={QUOTE_TITLE_ID} closeLabel="Stäng offertförfrågan">
      <DiscountHeader titleId={QUOTE_TITLE_ID} title="Få prisförslag" />
      <div className="p-5 sm:p-8">
        <QuoteWizard idPrefix="offert-dialog" start={start} headingLevel="h3" keyTerms={keyTermsContent} />
      </div>
    </Dialog>
  );
}

/** The quote dialog's discount header. */
function DiscountHeader({ titleId, title }: { titleId: string; title: string }) {
  return (
    <div className="rounded-t-card bg-gradient-to-br from-brand-800 to-brand-900 px-5 pt-6 pb-5 pr-14 text-white sm:px-8">
      <h2 id={titleId} className="text-2xl text-white sm:text-3xl">
        {title}
      </h2>
      <p className="mt-2 text-brand-100">
        Ny kund? Få <strong className="text-accent-300">20 % rabatt</strong> på din första flytt med koden{" "}
        <strong className="rounded bg-white/15 px-1.5 py-0.5 font-mono text-white">TRANSISTNY20</strong>. Gäller nya kunder och kan inte
        kombineras med andra erbjudanden.
      </p>
      <QuoteBadges tone="light" />
    </div>
  );
}
