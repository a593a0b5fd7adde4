import type { TestWorker } from "../../harness/worker";

export interface CrawledPage {
  path: string;
  status: number;
  contentType: string;
  html: string;
}

const LINK_PATTERN = /\s(?:href|src)="([^"]+)"/g;

/** Same-origin links and assets in a page (absolute site URLs count as same origin). */
export function internalLinks(html: string, siteUrl = "https://www.transist.se"): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(LINK_PATTERN)) {
    let href = match[1]!.replace(/&amp;/g, "&");
    if (href.startsWith(siteUrl)) href = href.slice(siteUrl.length) || "/";
    if (!href.startsWith("/") || href.startsWith("//")) continue;
    links.add(href.split("#")[0]!);
  }
  return [...links].filter(Boolean);
}

/** Breadth-first crawl from the start paths through every internal link, following redirects. */
export async function crawl(worker: TestWorker, start: readonly string[], limit = 400): Promise<Map<string, CrawledPage>> {
  const seen = new Map<string, CrawledPage>();
  const queue = [...start];
  while (queue.length > 0 && seen.size < limit) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    const response = await worker.fetch(path);
    const contentType = response.headers.get("content-type") ?? "";
    const isHtml = contentType.includes("text/html");
    const html = isHtml ? await response.text() : "";
    if (!isHtml) await response.arrayBuffer();
    seen.set(path, { path, status: response.status, contentType, html });
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      const next = location.startsWith("http") ? new URL(location).pathname : location;
      if (!seen.has(next)) queue.push(next);
    }
    if (isHtml) for (const link of internalLinks(html)) if (!seen.has(link)) queue.push(link);
  }
  return seen;
}
