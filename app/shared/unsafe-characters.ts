/**
 * The characters a visitor's answer must not carry on into a stored row, a mail header, the
 * notification's text or a spreadsheet: controls that break a line or hide text, and the
 * bidirectional controls that make text read in another order than it is stored ("Anna \u202Egnirps"
 * reads "Anna spring"). One-line fields refuse them; multi-line fields keep their line breaks and
 * tabs and lose the rest. Pure: the forms' schemas, the notification text and the sanitiser share it.
 */

/** C0 controls (tab, line feed and carriage return among them), DEL and the C1 controls. */
const CONTROLS = "\\u0000-\\u001f\\u007f-\\u009f";
/** Line and paragraph separator: line breaks to JavaScript, to JSON readers and to some mail programs. */
const SEPARATORS = "\\u2028\\u2029";
/** Bidirectional embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069). */
const BIDI_CONTROLS = "\\u202a-\\u202e\\u2066-\\u2069";

const ONE_LINE_UNSAFE = new RegExp(`[${CONTROLS}${SEPARATORS}${BIDI_CONTROLS}]`);

/** A line break in any of its spellings: CRLF, a lone CR or LF, or a line or paragraph separator. */
const LINE_BREAKS = /\r\n?|[\n\u2028\u2029]/g;
/** What a multi-line text loses once its line breaks are LF: every control but tab and LF, and the bidi controls. */
const MULTI_LINE_DROPPED = new RegExp(`[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f${BIDI_CONTROLS}]`, "g");

/** Whether a one-line value holds a control, a line or paragraph separator or a bidi control. */
export function hasUnsafeCharacter(text: string): boolean {
  return ONE_LINE_UNSAFE.test(text);
}

/** A multi-line text as it may be kept: every line break as LF, tabs kept, every other control and the bidi controls dropped. */
export function cleanMultiLine(text: string): string {
  return text.replace(LINE_BREAKS, "\n").replace(MULTI_LINE_DROPPED, "");
}

/** One line made of any text: line breaks and tabs become spaces, every other unsafe character is dropped. */
export function cleanOneLine(text: string): string {
  return cleanMultiLine(text).replace(/[\t\n]/g, " ");
}
