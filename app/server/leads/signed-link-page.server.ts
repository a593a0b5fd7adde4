import { data } from "@remix-run/cloudflare";
import { signedLinkOf, type LinkCheck, type SignedLink } from "~/server/privacy/worker-secrets.server";
import { notAtTheEdge, PERSONAL_CACHE_CONTROL } from "~/shared/cache-headers";
import { FormRequestError, readFormData } from "./form-request.server";

/** What a page a mailed link opens shows: its button, the outcome, or why the link no longer works. */
export type SignedLinkPageState = { state: "ask"; link: SignedLink } | { state: "done" } | { state: "expired" } | { state: "invalid" };

/** The link's own check (its purpose's signature and expiry). */
type CheckLink = (link: Partial<SignedLink>) => Promise<LinkCheck>;

/** The link carries a signature that acts on a subscription: never kept by a browser or the edge. */
const personal = { "Cache-Control": PERSONAL_CACHE_CONTROL, ...notAtTheEdge };

const refusedStatus = (check: Exclude<LinkCheck, "valid">) => (check === "expired" ? 410 : 400);

/**
 * Opening a mailed link shows its button and changes nothing (a mail scanner that follows it acts
 * for no one); `?<doneParam>=1` is the outcome after the button; a broken or old link says why.
 */
export async function signedLinkPage(request: Request, doneParam: string, checkLink: CheckLink) {
  const params = new URL(request.url).searchParams;
  if (params.get(doneParam) === "1") return data<SignedLinkPageState>({ state: "done" }, { headers: personal });
  const link = signedLinkOf((name) => params.get(name));
  const check = await checkLink(link);
  if (check !== "valid") return data<SignedLinkPageState>({ state: check }, { headers: personal, status: refusedStatus(check) });
  return data<SignedLinkPageState>({ state: "ask", link: link as SignedLink }, { headers: personal });
}

/**
 * The button's post: the link checked again. Its id when it holds; else the answer to give, the
 * page saying why the link no longer works.
 */
export async function postedSignedLink(request: Request, checkLink: CheckLink) {
  let formData: FormData;
  try {
    formData = await readFormData(request);
  } catch (error) {
    if (error instanceof FormRequestError)
      return { refused: data({ page: { state: "invalid" } as SignedLinkPageState }, { status: error.status }) };
    throw error;
  }
  const link = signedLinkOf((name) => formData.get(name));
  const check = await checkLink(link);
  if (check !== "valid") return { refused: data({ page: { state: check } as SignedLinkPageState }, { status: refusedStatus(check) }) };
  return { id: link.id! };
}
