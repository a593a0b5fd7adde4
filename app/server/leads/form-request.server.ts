import type { AppLoadContext } from "@remix-run/cloudflare";
import { checkRateLimit, clientAddress } from "./rate-limit.server";
import { company } from "~/shared/company";
import { hasControlCharacters, RETURN_TO_FIELD } from "~/shared/safe-redirect";

/** Ordinary forms are small; anything larger is refused before it is parsed. */
export const MAX_FORM_BYTES = 64 * 1024;

/** How far over its limit a multipart form is still read to its end, for its text fields. */
const READ_OVER_LIMIT_FACTOR = 1.5;

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
    /** Of a multipart form too large to take: its text fields that came whole before the limit. */
    readonly fieldsBeforeLimit?: FormData,
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
  const multipart = /^multipart\/form-data\b/i.test(contentType);
  // A multipart form somewhat over the limit is read all the same (its first bytes kept, the rest
  // counted): its text fields come before its file, and the answer gives them back rather than
  // lose what the visitor typed. Read to its end, so the browser is not cut off while it writes.
  if (declared > maxBytes && (!multipart || declared > maxBytes * READ_OVER_LIMIT_FACTOR))
    throw new FormRequestError(413, messages.tooLarge);
  const body = await readBodyLimited(request, maxBytes, multipart ? contentType : null);
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

async function readBodyLimited(request: Request, maxBytes: number, multipartType: string | null): Promise<ArrayBuffer> {
  if (!request.body) return new ArrayBuffer(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const before = total;
    total += value.byteLength;
    if (total > maxBytes) {
      if (before < maxBytes) chunks.push(value.subarray(0, maxBytes - before));
      if (multipartType && total <= maxBytes * READ_OVER_LIMIT_FACTOR) continue;
      await reader.cancel();
      throw new FormRequestError(413, messages.tooLarge);
    }
    chunks.push(value);
  }
  if (total > maxBytes) throw new FormRequestError(413, messages.tooLarge, await wholeTextParts(joined(chunks), multipartType!));
  return joined(chunks).buffer as ArrayBuffer;
}

function joined(chunks: readonly Uint8Array[]): Uint8Array {
  const body = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * The text fields of the parts that came whole in the first bytes of a multipart body: the body
 * is cut before the part the limit broke and closed, then read as any form. Files are left out.
 */
async function wholeTextParts(prefix: Uint8Array, contentType: string): Promise<FormData | undefined> {
  const match = /boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) return undefined;
  const encoder = new TextEncoder();
  const end = lastIndexOf(prefix, encoder.encode(`\r\n--${boundary}`));
  if (end === -1) return undefined;
  const closing = encoder.encode(`\r\n--${boundary}--\r\n`);
  const body = new Uint8Array(end + closing.byteLength);
  body.set(prefix.subarray(0, end));
  body.set(closing, end);
  try {
    const parsed = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
    const fields = new FormData();
    for (const [name, value] of parsed.entries()) if (typeof value === "string") fields.append(name, value);
    return fields;
  } catch {
    return undefined;
  }
}

function lastIndexOf(haystack: Uint8Array, needle: Uint8Array): number {
  outer: for (let start = haystack.byteLength - needle.byteLength; start >= 0; start--) {
    for (let index = 0; index < needle.byteLength; index++) if (haystack[start + index] !== needle[index]) continue outer;
    return start;
  }
  return -1;
}

/** Throws a 429 FormRequestError when this client has sent too many lead forms in the window. */
export async function enforceRateLimit(request: Request, context: AppLoadContext, form: string): Promise<void> {
  const result = await checkRateLimit(context.env, form, clientAddress(request));
  if (!result.allowed) throw new FormRequestError(429, messages.rateLimited);
}
