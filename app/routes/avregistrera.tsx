import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useSearchParams } from "@remix-run/react";
import { contentPageHeaders } from "~/shared/cache-headers";
import { unsubscribeAction } from "~/forms/unsubscribe/action.server";
import { UNSUBSCRIBE_DONE_ANCHOR, UNSUBSCRIBE_LINK_HOURS, UNSUBSCRIBE_LINK_SENT } from "~/forms/unsubscribe/messages";
import { DONE_PARAM } from "~/shared/sent-url";
import {
  useValidatedForm,
  lazySchema,
  StatusButton,
  Field,
  ThankYouPanel,
  Honeypot,
  Card,
  Container,
  PageHero,
  seo,
  formClientAction,
  type FormActionData,
} from "~/page-bundle";

export const headers = contentPageHeaders;

export const meta: MetaFunction = () =>
  seo({
    title: "Avregistrera dig från nyhetsbrevet",
    description: "Ta bort din e-postadress från Transists nyhetsbrev. Det tar några sekunder och du får inga fler utskick.",
    path: "/avregistrera",
    noindex: true,
  });

const schema = lazySchema(
  () => import("~/forms/unsubscribe/schema"),
  (module) => module.unsubscribeSchema,
);

export const action = unsubscribeAction;

export const clientAction = formClientAction;

export default function AvregistreraPage() {
  const [searchParams] = useSearchParams();
  const done = searchParams.get(DONE_PARAM) === "1";
  return (
    <>
      <PageHero
        title="Avregistrera dig från nyhetsbrevet"
        intro="Fyll i e-postadressen du prenumererar med, så mejlar vi en länk som tar bort den från listan."
      />
      <Container className="py-10 sm:py-14">
        <Card className="mx-auto max-w-xl p-5 sm:p-8">{done ? <Confirmation /> : <UnsubscribeForm />}</Card>
      </Container>
    </>
  );
}

function Confirmation() {
  return (
    <div className="space-y-4">
      <ThankYouPanel title="Titta i inkorgen" id={UNSUBSCRIBE_DONE_ANCHOR}>
        {UNSUBSCRIBE_LINK_SENT}
      </ThankYouPanel>
      <p className="text-muted">
        Länken gäller i {UNSUBSCRIBE_LINK_HOURS} timmar. Kommer inget mejl? Titta i skräpposten, eller kontrollera att det är adressen du
        prenumererar med.
      </p>
      <p className="text-muted">
        Läs mer om hur vi hanterar personuppgifter i vår{" "}
        <Link to="/integritetspolicy" className="font-semibold text-brand-700 underline">
          integritetspolicy
        </Link>
        .
      </p>
      <p>
        <Link to="/" className="font-semibold text-brand-700 underline">
          Till startsidan
        </Link>
      </p>
    </div>
  );
}

function UnsubscribeForm() {
  const form = useValidatedForm({
    id: "avregistrera",
    action: "/avregistrera",
    schema,
    serverData: useActionData<FormActionData>(),
  });
  return (
    <form.Form key={form.formKey} {...form.formProps} className="relative space-y-4">
      {form.errorSummary}
      <Honeypot />
      <Field {...form.field("email")} type="email" label="E-post" autoComplete="email" placeholder="namn@exempel.se" required />
      {form.notice}
      <StatusButton pending={form.pending} variant="primary" className="w-full">
        Mejla mig en länk
      </StatusButton>
      <p className="text-sm text-muted">
        Adressen tas bort först när du trycker på knappen bakom länken i mejlet, så ingen annan kan avregistrera dig.
      </p>
    </form.Form>
  );
}
