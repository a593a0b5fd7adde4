export const JOB_FORM = "jobb";
export const JOB_FORM_ANCHOR = "ansokan";
export const JOB_FAILURE = "Det gick inte att skicka ansökan. Försök igen senare.";

/** PDF only, at most 5 MB. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
/** The whole request may carry the CV and the text fields, and no more. */
export const JOB_REQUEST_MAX_BYTES = CV_MAX_BYTES + 256 * 1024;

export const cvMessages = {
  tooLarge: "Filen är för stor: välj en PDF-fil på högst 5 MB.",
  notPdf: "CV:t måste vara en PDF-fil: välj en fil som slutar på .pdf, högst 5 MB.",
} as const;

export const positions = ["Flyttare", "Städare", "Lagerarbetare", "Chaufför", "Kundservice", "Säljare", "Annat"] as const;

/** What the browser can check before upload; the server checks the same and the file's first bytes. */
export function cvProblem(file: { name: string; size: number }): string | null {
  if (file.size > CV_MAX_BYTES) return cvMessages.tooLarge;
  if (!/\.pdf$/i.test(file.name)) return cvMessages.notPdf;
  return null;
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

export function startsLikePdf(bytes: Uint8Array): boolean {
  return PDF_MAGIC.every((byte, index) => bytes[index] === byte);
}
