import { errorFields, log } from "~/server/worker/log.server";
import { cleanOneLine } from "~/shared/unsafe-characters";
/** CVs live in R2 under a generated key; the visitor's file name is only metadata. */
export interface StoredCv {
  key: string;
  fileName: string;
  size: number;
  contentType: string;
}

export function cvKey(now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  return `cv/${now.getUTCFullYear()}/${month}/${crypto.randomUUID()}.pdf`;
}

/** A file name safe to keep as metadata: no paths, no controls or bidi controls ("cv\u202Efdp.exe"), at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "cv.pdf";
  return cleanOneLine(base).trim().slice(0, 200) || "cv.pdf";
}

/**
 * Every stored CV has passed the PDF check, so it is stored and described as a PDF: the type the
 * visitor's browser claimed (it could say text/html) is neither kept nor passed on.
 */
export const CV_CONTENT_TYPE = "application/pdf";

export async function storeCv(bucket: R2Bucket, bytes: ArrayBuffer, fileName: string): Promise<StoredCv> {
  const key = cvKey();
  const cv: StoredCv = { key, fileName: cleanFileName(fileName), size: bytes.byteLength, contentType: CV_CONTENT_TYPE };
  await bucket.put(key, bytes, {
    httpMetadata: { contentType: CV_CONTENT_TYPE },
    customMetadata: { originalName: cv.fileName, size: String(cv.size) },
  });
  return cv;
}

/** Removes an uploaded CV whose application could not be saved, so no orphan stays behind. */
export async function removeCv(bucket: R2Bucket, key: string): Promise<void> {
  try {
    await bucket.delete(key);
  } catch (error) {
    log("error", { event: "cv.orphan_not_removed", key, ...errorFields(error) });
  }
}
