import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";

/** Placeholder: the lead-capture work implements the home and contact form action (writes a pending booking). */
export async function contactAction(_args: ActionFunctionArgs, _source: "home" | "kontakt") {
  return json({ status: "error" as const, message: "Inte byggt ännu." }, { status: 501 });
}
