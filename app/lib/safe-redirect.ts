/** A same-site path to return to after a form post; anything else falls back. */
export function safeReturnPath(value: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof value !== "string") return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if (value.length > 2000) return fallback;
  return value;
}
