import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLocation } from "@remix-run/react";
import { QuickContactForm } from "~/forms/quick-contact/quick-contact-form";
import { quickContactAction } from "~/forms/quick-contact/action.server";
import { contentPageHeaders } from "~/shared/cache-headers";
import { QUICK_CONTACT_FORM, QUICK_CONTACT_PAGE_FORM_ID } from "~/forms/quick-contact/fields";
import { initialString } from "~/shared/form-result";
import { CONFIRMATION_ON_ITS_WAY } from "~/shared/confirmation-notice";
import { ThankYouPanel, Card, Container, PageHero, sentForm, seo, formClientAction, type FormActionData } from "~/page-bundle";

export const headers = contentPageHeaders;

export const meta: MetaFunction = () =>
  seo({
    title: "Snabbkontakt",
    description: "Lämna namn, e-post och telefon så hör Transist av sig inom 24 timmar om din flytt eller städning.",
    path: "/snabbkontakt",
  });

export const action = (args: ActionFunctionArgs) => quickContactAction(args);

/** The quick contact form as a page: where the widget's form lands without JavaScript, with its errors. */
export const clientAction = formClientAction;

export default function QuickContactPage() {
  const actionData = useActionData<FormActionData>();
  const location = useLocation();
  const sent = sentForm(location.search) === QUICK_CONTACT_FORM;
  return (
    <>
      <PageHero title="Snabbkontakt" intro="Lämna dina uppgifter så ringer eller mejlar vi dig inom 24 timmar." />
      <Container className="py-10 sm:py-14">
        <Card className="mx-auto max-w-2xl p-5 sm:p-8">
          {sent ? (
            <ThankYouPanel>Vi har tagit emot dina uppgifter och hör av oss inom kort. {CONFIRMATION_ON_ITS_WAY}</ThankYouPanel>
          ) : (
            <QuickContactForm
              id={QUICK_CONTACT_PAGE_FORM_ID}
              returnTo={initialString(actionData?.result, "returnTo") ?? "/snabbkontakt"}
              serverData={actionData}
            />
          )}
        </Card>
      </Container>
    </>
  );
}
