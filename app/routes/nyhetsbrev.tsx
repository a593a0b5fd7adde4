import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { NewsletterForm } from "~/forms/newsletter/newsletter-form";
import { NewsletterTerms } from "~/forms/newsletter/newsletter-terms";
import { newsletterAction } from "~/forms/newsletter/action.server";
import { contentPageHeaders } from "~/shared/cache-headers";
import { newsletterSource } from "~/forms/newsletter/fields";
import { initialString } from "~/shared/form-result";
import { Card, Container, PageHero, seo, formClientAction, type FormActionData } from "~/page-bundle";

export const headers = contentPageHeaders;

export const meta: MetaFunction = () =>
  seo({
    title: "Nyhetsbrev – spara 10 % på din flytt",
    description: "Prenumerera på Transists nyhetsbrev och få 10 % rabatt på din första bokning. En gång per hushåll.",
    path: "/nyhetsbrev",
  });

export const action = (args: ActionFunctionArgs) => newsletterAction(args);

/** The signup as a page: where newsletter forms land without JavaScript, with their errors. */
export const clientAction = formClientAction;

export default function NewsletterPage() {
  const actionData = useActionData<FormActionData>();
  const result = actionData?.result;
  return (
    <>
      <PageHero title="Spara 10% på din flytt!" intro="Prenumerera på vårt nyhetsbrev och få 10 % rabatt på din första bokning hos oss." />
      <Container className="py-10 sm:py-14">
        <Card className="mx-auto max-w-xl p-5 sm:p-8">
          <NewsletterForm
            source={newsletterSource(initialString(result, "source"))}
            returnTo={initialString(result, "returnTo") ?? "/nyhetsbrev"}
            serverData={actionData}
            submitLabel="Ge mig rabatten"
          />
          <NewsletterTerms />
        </Card>
      </Container>
    </>
  );
}
