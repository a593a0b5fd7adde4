/** Name of the honeypot input every public form carries: people leave it empty, bots fill it in. */
export const HONEYPOT_FIELD = "webbplats";

export function honeypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}
