/**
 * A valid answer set for every public form, keyed by the field names of the form's definition (its
 * inputs' `name` attributes, the FormData a browser posts): a misspelt or renamed field fails the
 * type check, and the schema unit tests hold that each form's schema takes them. Tests take these
 * and override only the fields they are about: a test about a value states that value as an override.
 */
import { FormData } from "miniflare";
import type { Locator, Page } from "playwright-core";
import type { bookingFields } from "~/forms/booking/booking-definition";
import type { contactFields } from "~/forms/contact/contact-definition";
import type { jobApplicationFields } from "~/forms/job-application/job-application-definition";
import type { newsletterFields } from "~/forms/newsletter/newsletter-definition";
import type { quickContactFields } from "~/forms/quick-contact/quick-contact-definition";
import type { QuoteFieldName } from "~/forms/quote/quote-definition";
import type { TestWorker } from "../../harness/worker";

/** A form's answers: a multi-valued field (checkboxes sharing a name) as a list. */
export type Answers = Record<string, string | readonly string[]>;

type QuoteService = "flytthjälp" | "städning";

/** Answers named by a form's definition: a misspelt or renamed field fails the type check. */
type AnswersOf<Name extends string> = Partial<Record<Name, string | readonly string[]>>;

/** The quote's step 2 for moving: the answers it requires. */
export const MOVING_DETAILS = {
  move_type: "lägenhet",
  from_address: "Storgatan 1, 123 45 Småstad",
  to_address: "Ågatan 9, 541 30 Skövde",
} satisfies AnswersOf<QuoteFieldName>;

/** The quote's step 2 for moving with every kind of question answered, defaults changed. */
export const MOVING_DETAILS_IN_FULL = {
  ...MOVING_DETAILS,
  property_size: "3 rum",
  living_area: "74",
  from_floor: "3",
  to_floor: "",
  from_elevator: "yes",
  to_elevator: "large",
  from_parking_distance: "25-50m",
  to_parking_distance: "0-25m",
  furniture_amount: "much",
  balcony_type: "balcony",
  has_storage: "on",
  storage_areas: ["källare", "vind"],
  has_piano: "on",
  need_boxes: "on",
  preferred_date: "2099-05-01",
} satisfies AnswersOf<QuoteFieldName>;

/** The quote's step 2 for cleaning: a move-out cleaning with what it requires. */
export const CLEANING_DETAILS = {
  cleaning_type: "flyttstädning",
  cleaning_address: "Städgatan 5, 123 45 Småstad",
  square_meters: "60",
} satisfies AnswersOf<QuoteFieldName>;

/** The quote's step 3. */
export const QUOTE_CONTACT = { namn: "Åsa Öberg", epost: "asa@example.se", telefon: "070-123 45 67" } satisfies AnswersOf<QuoteFieldName>;

type QuoteOverrides = Answers & { service?: QuoteService };
type QuoteAnswers = { service_type: string } & Partial<typeof MOVING_DETAILS & typeof CLEANING_DETAILS & typeof QUOTE_CONTACT>;

/** The answers of the quote's three steps for one service (moving unless `service` says otherwise). */
export function validQuote<T extends QuoteOverrides = Record<never, never>>({ service = "flytthjälp", ...overrides }: T = {} as T) {
  const details = service === "städning" ? CLEANING_DETAILS : MOVING_DETAILS;
  return { service_type: service, ...details, ...QUOTE_CONTACT, ...overrides } as QuoteAnswers & Omit<T, "service">;
}

/**
 * A quote step's plain post (no JavaScript): the step, its intent ('next', 'submit' on step 3) and
 * the answers of that step and the steps before it, which the pages carry forward.
 */
export function validQuoteStep<T extends QuoteOverrides = Record<never, never>>(
  step: 1 | 2 | 3,
  { service = "flytthjälp", ...overrides }: T = {} as T,
) {
  const details = service === "städning" ? CLEANING_DETAILS : MOVING_DETAILS;
  return {
    step: String(step),
    intent: step === 3 ? "submit" : "next",
    service_type: service,
    ...(step > 1 ? details : {}),
    ...(step > 2 ? QUOTE_CONTACT : {}),
    ...overrides,
  } as { step: string; intent: string } & QuoteAnswers & Omit<T, "service">;
}

/** The quote's last step posted without JavaScript: every answer of the three steps, sent. */
export const validQuotePost = <T extends QuoteOverrides = Record<never, never>>(overrides: T = {} as T) => validQuoteStep(3, overrides);

const BOOKING = {
  customer_name: "Erik Berg",
  customer_email: "erik@example.se",
  customer_phone: "08-123 456 78",
  service: "flytthjälp",
  move_date: "2099-06-01",
  move_from: "Storgatan 1, 123 45 Småstad",
  move_to: "Lillgatan 2, 543 21 Storstad",
} satisfies AnswersOf<keyof typeof bookingFields>;

/** The booking (/boka, the dialog 'Boka Transist'): its required answers and a date. */
export function validBooking<T extends Answers = Record<never, never>>(overrides: T = {} as T) {
  return { ...BOOKING, ...overrides };
}

const CONTACT = {
  name: "Anna Svensson",
  email: "anna@example.se",
  phone: "070-123 45 67",
  service: "flytthjälp",
  message: "Vi flyttar en trea i maj.",
} satisfies AnswersOf<keyof typeof contactFields>;

/** The contact form (home page and /kontakt): every field is required. */
export function validContact<T extends Answers = Record<never, never>>(overrides: T = {} as T) {
  return { ...CONTACT, ...overrides };
}

const QUICK_CONTACT = {
  customerName: "Sara Lind",
  customerEmail: "sara@example.se",
  customerPhone: "070-111 22 33",
  service: "packning",
  notes: "Ring efter 17",
} satisfies AnswersOf<keyof typeof quickContactFields>;

/** The quick contact widget (/snabbkontakt). */
export function validQuickContact<T extends Answers = Record<never, never>>(overrides: T = {} as T) {
  return { ...QUICK_CONTACT, ...overrides };
}

const JOB_APPLICATION = {
  name: "Kim Ek",
  email: "kim@example.se",
  phone: "070-123 45 67",
  position: "Flyttare",
  message: "Hej",
} satisfies AnswersOf<keyof typeof jobApplicationFields>;

/** The job application's text fields (/jobba-hos-oss); the CV is a file, see VALID_CV. */
export function validJobApplication<T extends Answers = Record<never, never>>(overrides: T = {} as T) {
  return { ...JOB_APPLICATION, ...overrides };
}

/** A CV as the job application attaches it (a PDF unless `type` says otherwise). */
export interface CvFile {
  bytes: BlobPart;
  name: string;
  type?: string;
}

/** The smallest file the server takes as a PDF CV. */
export const VALID_CV: CvFile = { bytes: "%PDF-1.7\n%%EOF\n", name: "cv.pdf" };

/** The job application as its form posts it to the worker: multipart, with the CV when one is given. */
export function jobApplicationBody(answers: Answers, cv?: CvFile): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(answers)) for (const item of [value].flat()) data.append(name, item);
  if (cv) data.append("cv", new Blob([cv.bytes], { type: cv.type ?? "application/pdf" }), cv.name);
  return data;
}

const NEWSLETTER = { email: "nyhet@example.se", source: "discount" } satisfies AnswersOf<keyof typeof newsletterFields>;

/** The newsletter sign-up. */
export function validNewsletter<T extends Answers = Record<never, never>>(overrides: T = {} as T) {
  return { ...NEWSLETTER, ...overrides };
}

/** Answers as a browser without JavaScript posts them: urlencoded, a list as the field repeated. */
export function formBody(answers: Answers): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(answers))
    for (const item of typeof value === "string" ? [value] : value) params.append(name, item);
  return params;
}

/** A form posted to the worker without JavaScript; the answer unread. */
export function postForm(worker: TestWorker, path: string, answers: Answers, headers: Record<string, string> = {}) {
  return worker.fetch(path, {
    method: "POST",
    body: formBody(answers),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  });
}

/**
 * Fills a form as a visitor does, field by field, from answers keyed by field name: text is typed,
 * a select chosen, a radio or checkbox ticked ('on' ticks a lone checkbox, a list ticks each value).
 * Hidden inputs (answers carried from an earlier step) are left alone. Each field is waited for, so
 * a step's page that is still arriving is filled once it is there.
 */
export async function fillForm(scope: Page | Locator, answers: Answers) {
  for (const [name, value] of Object.entries(answers)) {
    const fields = scope.locator(`[name="${name}"]:not([type="hidden"])`);
    // One round trip per field to learn its kind (and to wait for it), then the visitor's action.
    const kind = await fields
      .first()
      .evaluate((field) =>
        field instanceof HTMLSelectElement
          ? "select"
          : field instanceof HTMLInputElement && (field.type === "radio" || field.type === "checkbox")
            ? "choice"
            : "text",
      );
    if (kind === "choice")
      for (const item of [value].flat()) await (item === "on" ? fields : scope.locator(`input[name="${name}"][value="${item}"]`)).check();
    else if (kind === "select") await fields.selectOption(value as string);
    else await fields.fill(value as string);
  }
}
