import type { AppLoadContext } from "@remix-run/cloudflare";
import { checkRateLimit, clientAddress } from "./rate-limit.server";
import { company } from "~/shared/company";
import { hasControlCharacters, RETURN_TO_FIELD } from "~/shared/safe-redirect";

/** Ordinary forms are small; anything larger is refused before it is parsed. */
export const MAX_FORM_BYTES = 64 * 1024;

export const messages = {
  rateLimited: `Du har skickat många formulär på kort tid. Vänta en stund och försök igen, eller ring oss på ${company.phoneDisplay}.`,
  tooLarge: "Formuläret är för stort för att skickas. Korta ned texten och försök igen.",
  unreadable: "Formuläret kunde inte läsas. Ladda om sidan och försök igen.",
  wrongType: "Formuläret skickades i ett format vi inte kan läsa. Ladda om sidan och försök igen.",
} as const;

export class FormRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Reads an urlencoded or multipart form with a size limit: Content-Length is checked before
 * the body is read, and the body is counted while it streams, since Content-Length can be absent.
 */
export async function readFormData(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormData> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(contentType)) {
    throw new FormRequestError(415, messages.wrongType);
  }
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxBytes) throw new FormRequestError(413, messages.tooLarge);
  const body = await readBodyLimited(request, maxBytes);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw new FormRequestError(400, messages.unreadable);
  }
  // `returnTo` becomes a Location header: a line break or tab in it is tampering, not a typo.
  if (hasControlCharacters(form.get(RETURN_TO_FIELD))) throw new FormRequestError(400, messages.unreadable);
  return form;
}

async function readBodyLimited(request: Request, maxBytes: number): Promise<ArrayBuffer> {
  if (!request.body) return new ArrayBuffer(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new FormRequestError(413, messages.tooLarge);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body.buffer;
}

/** Throws a 429 FormRequestError when this client has sent too many lead forms in the window. */
export async function enforceRateLimit(request: Request, context: AppLoadContext, form: string): Promise<void> {
  const result = await checkRateLimit(context.env, form, clientAddress(request));
  if (!result.allowed) throw new FormRequestError(429, messages.rateLimited);
}
