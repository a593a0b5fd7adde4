import { parseWithZod } from "@conform-to/zod/v4";
import { quotePageAside } from "~/content/quote-page";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { OWN_PAGE_CACHE_CONTROL, PERSONAL_CACHE_CONTROL } from "~/shared/cache-headers";
import { submissionKey } from "~/server/leads/leads.server";
import { company } from "~/shared/company";
import { MAIN_ANCHOR, QUOTE_THANK_YOU_PATH } from "~/shared/sent-url";
import { stockholmToday } from "~/shared/dates";
import { honeypotFilled } from "~/shared/form-protection";
import { quoteNotification } from "./notification.server";
import { answersFromForm, parseIntent, parseStep, quoteRow, type QuoteAnswers } from "./request";
import { cleaningTypes, moveTypes, propertySizes, serviceTypes, SHOWN_CLEANING_TYPE, type QuoteStep, type ServiceType } from "./fields";
import { dateChoice, listChoice, visitorConfirmation, type VisitorConfirmation } from "~/server/mail/visitor-mails.server";
import { QUOTE_FORM, QUOTE_PAGE_TITLE, QUOTE_REFUSED_ANCHOR, QUOTE_STEP_HEADING_ANCHOR, stepTitlePrefix } from "./form-id";
import { FAILED_TITLE_PREFIX } from "~/forms/kit/page-title";
import { QUOTE_STEPS } from "./fields";
import { keyTermsContent, keyTermsMailText } from "~/content/key-terms";
import { quoteLinkStart } from "./link-start";
import { quoteStepSchema, type CleaningDetails, type ContactDetails, type MovingDetails } from "./schema";
import type { QuoteWizardState } from "./state";
import { enforceRateLimit, FormRequestError, readFormData } from "~/server/leads/form-request.server";
import { rejectionOf } from "~/server/leads/lead-form.server";
import { saveLead } from "~/server/leads/save-lead.server";
import { errorFields, log, logRejected, refusedFields } from "~/server/worker/log.server";
import { parseStepParam, QUOTE_REFUSED_PARAM, QUOTE_STEP_PARAM, quoteStepHref } from "~/shared/quote-step-pages";
import {
  answersCookie,
  answersFromCookie,
  clearedAnswersCookie,
  hasAnswersCookie,
  isSecure,
  withLaterAnswers,
} from "./answers-cookie.server";

/** With a fragment of its own: without one the browser keeps the form's #offertformular on /tack. */
export const QUOTE_THANK_YOU_URL = `${QUOTE_THANK_YOU_PATH}#${MAIN_ANCHOR}`;
export const QUOTE_BROKEN_FORM = "Något i formuläret blev fel. Fyll i det från början, eller ring oss så hjälper vi dig.";

/** The quote failure text. */
export function quoteFailureText(reason = "Ett okänt fel uppstod"): string {
  return `Det gick inte att skicka offertförfrågan: ${reason}. Försök igen senare eller ring oss på ${company.phoneDisplay}.`;
}

/** The visitor's confirmation: the service, the type and size they chose, and the date; never what they typed. */
function quoteConfirmation(row: ReturnType<typeof quoteRow>, reference: string): VisitorConfirmation {
  const r = row as Partial<Record<string, unknown>>;
  const text = (name: string) => (typeof r[name] === "string" ? (r[name] as string) : null);
  return visitorConfirmation(
    "quote",
    reference,
    [
      listChoice("Tjänst", serviceTypes, text("service_type")),
      ...(text("service_type") === "flytthjälp"
        ? [listChoice("Typ av flytt", moveTypes, text("move_type")), listChoice("Bostadens storlek", propertySizes, text("property_size"))]
        : [listChoice("Typ av städning", cleaningTypes, text("cleaning_type"))]),
      dateChoice("Önskat datum", text("preferred_date")),
    ],
    keyTermsMailText(company.siteUrl),
  );
}

const reply = (state: QuoteWizardState, status = 200) => data(state, { status });

/**
 * /offert's loader: where the link the visitor followed starts the wizard (link-start.ts), and on
 * a step's own page (`?steg=`, reached without JavaScript) that step with the answers so far.
 * Here, with the action, so that the page's own code never reaches the table of the links'
 * values: the client build keeps a module a route imports, used or not, in a file the page loads.
 */
export const quoteLoader = async ({ request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const steps = await stepPage(request, url);
  const start = quoteLinkStart(url.search);
  return data(
    {
      start,
      steps,
      aside: quotePageAside,
      keyTerms: keyTermsContent,
      title: quotePageTitle((steps ?? start)?.step ?? 1, url.searchParams.get(QUOTE_REFUSED_PARAM) === "1"),
    },
    steps ? { headers: { "Cache-Control": OWN_PAGE_CACHE_CONTROL } } : undefined,
  );
};

/** The page's title names its step, and says when the step was refused (decision 0032's layers, written here). */
function quotePageTitle(step: QuoteStep, refused: boolean): string {
  return `${refused ? FAILED_TITLE_PREFIX : ""}${stepTitlePrefix(step, QUOTE_STEPS.length, QUOTE_STEPS[step - 1]!.title)}${QUOTE_PAGE_TITLE}`;
}

/**
 * A step's page, from the answers in the cookie. A step whose earlier steps do not hold (the
 * cookie expired, or was never set) sends the visitor to the first that does not; a step posted
 * and refused (`fel=1`) shows its messages again, worked out from the same answers.
 */
async function stepPage(request: Request, url: URL): Promise<QuoteWizardState | null> {
  const step = parseStepParam(url.searchParams.get(QUOTE_STEP_PARAM));
  if (!step) return null;
  const answers = await answersFromCookie(request.headers.get("Cookie"));
  const formData = formDataOf(answers);
  const serviceType = typeof answers.service_type === "string" ? answers.service_type : undefined;
  const today = stockholmToday();
  for (let s = 1 as QuoteStep; s < step; s = (s + 1) as QuoteStep) {
    if (parseWithZod(formData, { schema: quoteStepSchema(s, serviceType, today) }).status !== "success") {
      throw redirect(quoteStepHref(s, QUOTE_STEP_HEADING_ANCHOR), { headers: { "Cache-Control": PERSONAL_CACHE_CONTROL } });
    }
  }
  if (url.searchParams.get(QUOTE_REFUSED_PARAM) !== "1") return { step, answers };
  const submission = parseWithZod(formData, { schema: quoteStepSchema(step, serviceType, today) });
  return submission.status === "success" ? { step, answers } : { step, answers, result: submission.reply() };
}

function formDataOf(answers: QuoteAnswers): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(answers))
    for (const item of Array.isArray(value) ? value : [value]) formData.append(name, item);
  return formData;
}

/**
 * The cleaning step was posted with a type whose questions were not on screen (chosen without
 * JavaScript): answer with the same step showing them, rather than with errors for fields the
 * visitor never saw. A post that does not say what it showed is judged as it is.
 */
function cleaningQuestionsNotShown(formData: FormData, answers: QuoteAnswers): boolean {
  const shown = formData.get(SHOWN_CLEANING_TYPE);
  const chosen = answers.cleaning_type;
  return (
    typeof shown === "string" &&
    typeof chosen === "string" &&
    chosen !== "" &&
    shown !== chosen &&
    cleaningTypes.some((type) => type.value === chosen)
  );
}

/**
 * One action for the three steps. Each post carries every answer so far; the step posted is
 * validated with its own schema (earlier steps again, since hidden fields can be changed), then
 * the next step is answered, or on the last step the quote is written once and the visitor
 * is sent to /tack.
 *
 * The wizard's script reads the answer as data. A post the browser made itself (no JavaScript, or
 * a plain post when the script could not load) is answered with a redirect to the step's own page
 * instead, the answers in a cookie (answers-cookie.server.ts): every page in the history is then a
 * GET, and Back after a failed post shows the step as it was, never a resubmission.
 */
export async function quoteAction({ request, context }: ActionFunctionArgs) {
  let formData: FormData;
  try {
    formData = await readFormData(request);
  } catch (error) {
    if (error instanceof FormRequestError) {
      logRejected(context.requestId, QUOTE_FORM, rejectionOf(error));
      return reply({ step: 1, answers: {}, formError: error.message }, error.status);
    }
    throw error;
  }
  const answers = answersFromForm(formData);
  const step = parseStep(formData.get("step"));
  const intent = parseIntent(formData.get("intent"));
  if (!step || !intent) {
    logRejected(context.requestId, QUOTE_FORM, "bad_request");
    return reply({ step: 1, answers, formError: QUOTE_BROKEN_FORM }, 400);
  }
  /**
   * The step to show next: its page for a post the browser made itself (the later steps' answers
   * kept from the cookie), else the data; the same answer when the answers would not fit in a cookie.
   */
  const show = async (next: QuoteWizardState, status = 200): Promise<Response | ReturnType<typeof reply>> => {
    const cookie = context.dataRequest
      ? null
      : await answersCookie(await withLaterAnswers(next.answers, step, request.headers.get("Cookie")), isSecure(request));
    if (!cookie) return reply(next, status);
    const refused = next.result !== undefined;
    return redirect(quoteStepHref(next.step, refused ? QUOTE_REFUSED_ANCHOR : QUOTE_STEP_HEADING_ANCHOR, refused), {
      status: 303,
      headers: { "Set-Cookie": cookie },
    });
  };
  if (intent === "back") return show({ step: Math.max(1, step - 1) as QuoteStep, answers });

  const today = stockholmToday();
  const serviceType = typeof answers.service_type === "string" ? answers.service_type : undefined;
  if (step === 2 && serviceType === "städning" && cleaningQuestionsNotShown(formData, answers)) return show({ step: 2, answers });
  const validated: unknown[] = [];
  for (let s = 1 as QuoteStep; s <= step; s = (s + 1) as QuoteStep) {
    const submission = parseWithZod(formData, { schema: quoteStepSchema(s, serviceType, today) });
    if (submission.status !== "success") {
      logRejected(context.requestId, QUOTE_FORM, "validation", { step: s, fields: refusedFields(submission.error) });
      return show({ step: s, answers, result: submission.reply() }, 400);
    }
    validated.push(submission.value);
  }
  if (step < 3) return show({ step: (step + 1) as QuoteStep, answers });
  if (intent !== "submit") return show({ step: 3, answers });

  // Sent (or taken for a bot): the answers between the step pages go with it.
  const sent = (await hasAnswersCookie(request.headers.get("Cookie")))
    ? { headers: { "Set-Cookie": await clearedAnswersCookie(isSecure(request)) } }
    : undefined;

  if (honeypotFilled(formData)) {
    logRejected(context.requestId, QUOTE_FORM, "honeypot");
    return redirect(QUOTE_THANK_YOU_URL, sent);
  }
  try {
    await enforceRateLimit(request, context, QUOTE_FORM);
  } catch (error) {
    if (error instanceof FormRequestError) {
      logRejected(context.requestId, QUOTE_FORM, rejectionOf(error));
      return reply({ step: 3, answers, formError: error.message }, error.status);
    }
    throw error;
  }

  const [stepOne, details, contact] = validated as [{ service_type: ServiceType }, MovingDetails | CleaningDetails, ContactDetails];
  const row = quoteRow(stepOne.service_type, details, contact);
  try {
    await saveLead(context, {
      request,
      leadType: "quote",
      values: row,
      dedupeKey: await submissionKey(QUOTE_FORM, row),
      notification: quoteNotification(row),
      confirmation: { email: row.epost, message: (reference) => quoteConfirmation(row, reference) },
    });
  } catch (error) {
    log("error", { event: "lead.write_failed", requestId: context.requestId, form: QUOTE_FORM, ...errorFields(error, { stack: true }) });
    return reply({ step: 3, answers, formError: quoteFailureText("vi kunde inte spara din förfrågan just nu") }, 503);
  }
  return redirect(QUOTE_THANK_YOU_URL, sent);
}
