import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { checkUnsubscribeLink, removeSubscription } from "~/server/leads/newsletter-unsubscribe.server";
import { postedSignedLink, signedLinkPage, type SignedLinkPageState } from "~/server/leads/signed-link-page.server";
import { UNSUBSCRIBE_LINK_PATH } from "~/shared/newsletter-opt-in-link";
import { PERSONAL_CACHE_CONTROL, notAtTheEdge } from "~/shared/cache-headers";
import {
  Card,
  Container,
  FormAlert,
  formClientAction,
  PageHero,
  seo,
  StatusButton,
  useValidatedForm,
  type FormActionData,
} from "~/page-bundle";
import { errorFields, log } from "~/server/worker/log.server";

/** The link carries a signature that removes an address: never kept by a browser or the edge. */
export const headers: HeadersFunction = () => ({ "Cache-Control": PERSONAL_CACHE_CONTROL, ...notAtTheEdge });

export const meta: MetaFunction = () =>
  seo({
    title: "Avregistrera dig från nyhetsbrevet",
    description: "Ta bort din e-postadress från Transists nyhetsbrev.",
    path: UNSUBSCRIBE_LINK_PATH,
    noindex: true,
  });

const DONE_URL = `${UNSUBSCRIBE_LINK_PATH}?klart=1`;

/** What the button's post answers when the link no longer works (a working one redirects to the confirmation). */
interface RemoveAnswer extends FormActionData {
  page?: SignedLinkPageState;
}

/** Opening the link shows the button and removes nothing: a mail scanner that follows it unsubscribes no one. */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  signedLinkPage(request, "klart", (link) => checkUnsubscribeLink(context.env, link));

/** The button: the signature and expiry checked again, then the subscription the link names removed. */
export async function action({ request, context }: ActionFunctionArgs) {
  const posted = await postedSignedLink(request, (link) => checkUnsubscribeLink(context.env, link));
  if ("refused" in posted) return posted.refused;
  try {
    await removeSubscription(context.env.DB, posted.id);
    log("info", { event: "newsletter.unsubscribed", requestId: context.requestId });
  } catch (error) {
    log("error", { event: "newsletter.unsubscribe_failed", requestId: context.requestId, ...errorFields(error, { stack: true }) });
    throw new Response("Tjänsten är tillfälligt otillgänglig", { status: 503 });
  }
  return redirect(DONE_URL);
}

export const clientAction = formClientAction;

export { shouldRevalidate } from "~/page-bundle";

export default function ConfirmUnsubscribePage() {
  const loaded = useLoaderData<typeof loader>();
  // Through the form kit, as every post: with JavaScript the answer is the kit's, without it the page's.
  const form = useValidatedForm<RemoveAnswer>({
    id: "avregistrera-bekrafta",
    action: UNSUBSCRIBE_LINK_PATH,
    schema: null,
    serverData: useActionData<RemoveAnswer>(),
  });
  const page = form.data?.page ?? loaded;
  return (
    <>
      <PageHero title="Avregistrera dig från nyhetsbrevet" intro="Nyhetsbrevet från Transist: tips inför flytten och erbjudanden." />
      <Container className="py-10 sm:py-14">
        <Card className="mx-auto max-w-xl space-y-4 p-5 sm:p-8">
          {page.state === "ask" ? (
            <form.Form key={form.formKey} {...form.formProps} className="space-y-4">
              <p>Tryck på knappen för att ta bort adressen som länken skickades till från vårt nyhetsbrev.</p>
              <input type="hidden" name="id" value={page.link.id} />
              <input type="hidden" name="exp" value={page.link.exp} />
              <input type="hidden" name="sig" value={page.link.sig} />
              {form.notice}
              <StatusButton pending={form.pending} variant="primary" className="w-full">
                Avregistrera mig
              </StatusButton>
              <p className="text-sm text-muted">Vill du fortsätta få nyhetsbrevet? Stäng bara sidan.</p>
            </form.Form>
          ) : page.state === "done" ? (
            <FormAlert tone="success" title="Klart!">
              Adressen är borttagen från vår lista för nyhetsbrevet, och du får inga fler utskick från oss.
            </FormAlert>
          ) : (
            <FormAlert tone="error" title={page.state === "expired" ? "Länken gäller inte längre" : "Länken fungerar inte"}>
              {page.state === "expired"
                ? "Länken har gått ut. Be om en ny länk, så mejlar vi den till adressen."
                : "Länken är ofullständig. Öppna den direkt från mejlet, eller be om en ny länk."}
            </FormAlert>
          )}
          <p>
            <Link to={page.state === "done" ? "/" : "/avregistrera"} className="font-semibold text-brand-700 underline">
              {page.state === "done" ? "Till startsidan" : "Be om en ny länk"}
            </Link>
          </p>
        </Card>
      </Container>
    </>
  );
}
