import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { checkOptInLink, confirmSubscription } from "~/server/leads/newsletter-opt-in.server";
import { deliverInBackground } from "~/server/leads/save-lead.server";
import { postedSignedLink, signedLinkPage, type SignedLinkPageState } from "~/server/leads/signed-link-page.server";
import { NEWSLETTER_OPT_IN_PATH as OPT_IN_PATH } from "~/shared/newsletter-opt-in-link";
import { PERSONAL_CACHE_CONTROL, notAtTheEdge } from "~/shared/cache-headers";
import {
  Card,
  Container,
  FormAlert,
  formClientAction,
  PageHero,
  seo,
  StatusButton,
  ThankYouPanel,
  useValidatedForm,
  type FormActionData,
} from "~/page-bundle";
import { useEffect, useRef } from "react";
import { FAILED_TITLE_PREFIX, useTitleLayer } from "~/forms/kit/page-title";
import { errorSummaryId } from "~/forms/kit/error-summary-id";
import { DONE_PARAM } from "~/shared/sent-url";
import { errorFields, log } from "~/server/worker/log.server";

/** The link carries a signature that confirms an address: never kept by a browser or the edge. */
export const headers: HeadersFunction = () => ({ "Cache-Control": PERSONAL_CACHE_CONTROL, ...notAtTheEdge });

export const meta: MetaFunction = () =>
  seo({
    title: "Bekräfta din prenumeration",
    description: "Bekräfta att du vill prenumerera på Transists nyhetsbrev.",
    path: OPT_IN_PATH,
    noindex: true,
  });

/** The thank-you's heading: where a confirmed subscription lands. */
const DONE_ANCHOR = "bekraftad";
const DONE_URL = `${OPT_IN_PATH}?${DONE_PARAM}=1#${DONE_ANCHOR}`;

/** What the button's post answers when the link no longer works (a working one redirects to the thank-you). */
interface ConfirmAnswer extends FormActionData {
  page?: SignedLinkPageState;
}

/** Opening the link shows the button and changes nothing: a mail scanner that follows it confirms no one. */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  signedLinkPage(request, DONE_PARAM, (link) => checkOptInLink(context.env, link));

/** The button: the signature and expiry checked again, then the subscription confirmed. */
export async function action({ request, context }: ActionFunctionArgs) {
  const posted = await postedSignedLink(request, (link) => checkOptInLink(context.env, link));
  if ("refused" in posted) return posted.refused;
  try {
    const outcome = await confirmSubscription(context.env.DB, posted.id);
    log("info", { event: outcome === "confirmed" ? "newsletter.confirmed" : "newsletter.confirm_gone", requestId: context.requestId });
    // A subscription that is gone (deleted unconfirmed, unsubscribed) has a link that no longer works.
    if (outcome === "gone") return data<ConfirmAnswer>({ page: { state: "expired" } }, { status: 410 });
    context.ctx.waitUntil(deliverInBackground(context, posted.id));
  } catch (error) {
    log("error", { event: "newsletter.confirm_failed", requestId: context.requestId, ...errorFields(error, { stack: true }) });
    throw new Response("Tjänsten är tillfälligt otillgänglig", { status: 503 });
  }
  return redirect(DONE_URL);
}

export const clientAction = formClientAction;

export { shouldRevalidate } from "~/page-bundle";

const CONFIRM_FORM_ID = "nyhetsbrev-bekrafta";

/**
 * A link that does not work: the answer to the button, when it was pressed, said as a failed send
 * is (focus on it, "Fel: " in the title).
 */
function LinkProblem({ state, answered }: { state: "expired" | "invalid"; answered: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useTitleLayer("outcome", answered ? FAILED_TITLE_PREFIX : null);
  useEffect(() => {
    if (answered) ref.current?.focus();
  }, [answered]);
  return (
    // Named as a form's error summary; without JavaScript the answer's title says "Fel: ".
    <div ref={ref} tabIndex={-1} id={errorSummaryId(CONFIRM_FORM_ID)} className="focus:outline-none">
      <FormAlert tone="error" title={state === "expired" ? "Länken gäller inte längre" : "Länken fungerar inte"}>
        {state === "expired"
          ? "Länken har gått ut, eller så har anmälan redan tagits bort. Anmäl dig igen så skickar vi en ny länk."
          : "Länken är ofullständig. Öppna den direkt från mejlet, eller anmäl dig igen så skickar vi en ny länk."}
      </FormAlert>
    </div>
  );
}

export default function ConfirmSubscriptionPage() {
  const loaded = useLoaderData<typeof loader>();
  // Through the form kit, as every post: with JavaScript the answer is the kit's, without it the page's.
  const form = useValidatedForm<ConfirmAnswer>({
    id: CONFIRM_FORM_ID,
    action: OPT_IN_PATH,
    schema: null,
    serverData: useActionData<ConfirmAnswer>(),
  });
  const page = form.data?.page ?? loaded;
  return (
    <>
      <PageHero title="Bekräfta din prenumeration" intro="Nyhetsbrevet från Transist: tips inför flytten och erbjudanden." />
      <Container className="py-10 sm:py-14">
        <Card className="mx-auto max-w-xl space-y-4 p-5 sm:p-8">
          {page.state === "ask" ? (
            <form.Form key={form.formKey} {...form.formProps} className="space-y-4">
              <p>Tryck på knappen för att bekräfta att du vill få vårt nyhetsbrev till den här adressen.</p>
              <input type="hidden" name="id" value={page.link.id} />
              <input type="hidden" name="exp" value={page.link.exp} />
              <input type="hidden" name="sig" value={page.link.sig} />
              {form.notice}
              <StatusButton pending={form.pending} variant="primary" className="w-full">
                Bekräfta prenumerationen
              </StatusButton>
              <p className="text-sm text-muted">Vill du inte prenumerera? Stäng bara sidan, så raderas anmälan automatiskt.</p>
            </form.Form>
          ) : page.state === "done" ? (
            <ThankYouPanel id={DONE_ANCHOR}>
              Din adress är bekräftad och du prenumererar nu på vårt nyhetsbrev. Rabatten på 10 % gäller din första bokning.
            </ThankYouPanel>
          ) : (
            <LinkProblem state={page.state} answered={form.data?.page !== undefined} />
          )}
          <p>
            <Link to={page.state === "done" ? "/" : "/nyhetsbrev"} className="font-semibold text-brand-700 underline">
              {page.state === "done" ? "Till startsidan" : "Till anmälan"}
            </Link>
          </p>
        </Card>
      </Container>
    </>
  );
}
