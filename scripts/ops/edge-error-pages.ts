// The pages Cloudflare's edge shows in the Worker's place when it answers a request itself (its own
// 5xx, a 1xxx error): Swedish, self-contained (no script, no file of their own to fetch, styles in
// attributes, which public/_headers' policy allows), with the company's phone from company.ts.
// Written to public/felsidor/ by `npm run edge-pages`, served there as static files, and taken
// from there by Cloudflare when `npm run provision -- --edge-errors` makes them custom error assets.
import { company, telHref } from "../../app/shared/company";

export const EDGE_ERROR_KINDS = ["5xx", "1xxx"] as const;
export type EdgeErrorKind = (typeof EDGE_ERROR_KINDS)[number];

export interface EdgeErrorPage {
  kind: EdgeErrorKind;
  /** Where the site serves it (public/ + path + .html; the assets answer the .html address with a redirect here), and where Cloudflare fetches it from. */
  path: string;
  /** The custom error asset's name in the zone: letters, digits and underscores only. */
  assetName: string;
  /** The value of `cf.response.error_type` for the errors it stands in for. */
  errorType: EdgeErrorKind;
  /** The token Cloudflare requires on a page for these errors, replaced by its own error details. */
  token: string;
}

export const EDGE_ERROR_PAGES: readonly EdgeErrorPage[] = [
  { kind: "5xx", path: "/felsidor/5xx", assetName: "transist_felsida_5xx", errorType: "5xx", token: "::CLOUDFLARE_ERROR_500S_BOX::" },
  { kind: "1xxx", path: "/felsidor/1xxx", assetName: "transist_felsida_1xxx", errorType: "1xxx", token: "::CLOUDFLARE_ERROR_1000S_BOX::" },
];

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The page for `kind`, as it is committed under public/. */
export function edgeErrorPage(page: EdgeErrorPage): string {
  const phone = escape(company.phoneDisplay);
  return `<!doctype html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sidan kunde inte visas just nu – ${escape(company.name)}</title>
</head>
<body style="margin:0;background:#f5f7fa;color:#1c2733;font:1.0625rem/1.55 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif">
<main style="max-width:36rem;margin:0 auto;padding:2rem 1.25rem">
<p style="margin:0 0 1.5rem;font-weight:700;font-size:1.25rem">${escape(company.name)}</p>
<h1 style="font-size:1.75rem;line-height:1.2;margin:0 0 1rem">Sidan kunde inte visas just nu</h1>
<p>Något gick fel på vägen mellan dig och vår webbplats, i nätet eller hos oss. Det är inget du har gjort fel.</p>
<p><strong>Har du fyllt i ett formulär är det inte skickat än.</strong> Gå tillbaka med webbläsarens Tillbaka-knapp, så finns det du skrev kvar. Skicka igen om en stund. Skulle det ändå ha kommit fram till oss får vi det bara en gång.</p>
<p>Brådskar det? Ring oss på <a href="${escape(telHref)}" style="color:#0b5cad;font-weight:700">${phone}</a> eller mejla <a href="mailto:${escape(company.email)}" style="color:#0b5cad">${escape(company.email)}</a>.</p>
<p style="color:#4a5868;font-size:.9375rem">Uppge gärna felkoden om du kontaktar oss: ::RAY_ID::</p>
<details style="margin-top:2rem;color:#4a5868;font-size:.875rem">
<summary>Teknisk information (på engelska)</summary>
<div lang="en">${page.token}</div>
</details>
</main>
</body>
</html>
`;
}

/** Where the committed copy of `page` is, from the repository's root. */
export const edgeErrorPageFile = (page: EdgeErrorPage) => `public${page.path}.html`;
