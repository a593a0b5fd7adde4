import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { bookingPageContent } from "~/content/page-data/booking.server";
import { BookingForm } from "~/forms/booking/booking-form";
import { bookingAction } from "~/forms/booking/action.server";
import { contentPageHeaders } from "~/shared/cache-headers";
import { BOOKING_FORM, BOOKING_FORM_ANCHOR, BOOKING_PAGE_FORM_ID } from "~/forms/booking/fields";
import { initialString } from "~/shared/form-result";
import { CONFIRMATION_ON_ITS_WAY } from "~/shared/confirmation-notice";
import { ThankYouPanel, Card, Container, PageHero, sentForm, seo, formClientAction, type FormActionData } from "~/page-bundle";

export const headers = contentPageHeaders;

export const meta: MetaFunction = () =>
  seo({
    title: "Boka Transist",
    description: "Boka flytthjälp, städning, packning, montering eller magasinering hos Transist. Vi bekräftar din bokning inom 24 timmar.",
    path: "/boka",
  });

export const action = (args: ActionFunctionArgs) => bookingAction(args);

/** The key points of the terms come as data: the page's JavaScript does not carry them. */
export const loader = () => data(bookingPageContent());

export { shouldRevalidate } from "~/page-bundle";

/** The booking form as a page: where the dialog's form lands without JavaScript, with its errors. */
export const clientAction = formClientAction;

export default function BookingPage() {
  const actionData = useActionData<FormActionData>();
  const { keyTerms } = useLoaderData<typeof loader>();
  const location = useLocation();
  const sent = sentForm(location.search) === BOOKING_FORM;
  return (
    <>
      <PageHero
        title="Boka Transist"
        intro="Fyll i uppgifterna så bekräftar vi din bokning inom 24 timmar. Fält markerade med * måste fyllas i."
      />
      <Container className="py-10 sm:py-14">
        <Card id={sent ? undefined : BOOKING_FORM_ANCHOR} className="mx-auto max-w-3xl p-5 sm:p-8">
          {sent ? (
            <ThankYouPanel id={BOOKING_FORM_ANCHOR}>
              Vi har tagit emot din bokning och hör av oss inom 24 timmar för att bekräfta. {CONFIRMATION_ON_ITS_WAY}
            </ThankYouPanel>
          ) : (
            <BookingForm
              id={BOOKING_PAGE_FORM_ID}
              returnTo={initialString(actionData?.result, "returnTo") ?? "/boka"}
              serverData={actionData}
              keyTerms={keyTerms}
            />
          )}
        </Card>
      </Container>
    </>
  );
}
