import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isIndexable } from "~/server/worker/environment.server";
import { absoluteUrl } from "~/page-bundle";

export async function loader({ context }: LoaderFunctionArgs) {
  // Off the production site (staging) every crawler is turned away, and no sitemap is named.
  const body = isIndexable(context.env)
    ? ["User-agent: *", "Allow: /", "Disallow: /tack", "", `Sitemap: ${absoluteUrl("/sitemap.xml")}`, ""].join("\n")
    : ["User-agent: *", "Disallow: /", ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
