import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crawl, type CrawledPage } from "../support/crawl";
import { pageRoutes } from "../support/site-routes";
import { company, fullAddress, vatNumber } from "~/shared/company";
import { legalChoices } from "~/content/legal-choices";
import { startWorker, type TestWorker } from "../../harness/worker";

let worker: TestWorker;
let pages: Map<string, CrawledPage>;

beforeAll(async () => {
  worker = await startWorker({ seed: true });
  pages = await crawl(worker, ["/"]);
}, 120_000);
afterAll(() => worker?.dispose());

describe("a crawl from /", () => {
  it("reaches every page of the spec's route table", () => {
    const missing = pageRoutes.filter((path) => !path.startsWith("/blogg/") && path !== "/tack" && !pages.has(path));
    expect(missing).toEqual([]);
  });

  it("finds no internal link or asset that does not answer 200 or a redirect", () => {
    const broken = [...pages.values()]
      .filter((page) => page.status !== 200 && page.status !== 301 && page.status !== 302)
      .map((page) => `${page.status} ${page.path}`);
    expect(broken).toEqual([]);
  });

  it("shows the company's identity in every page's footer: name, address, e-mail, numbers, permit and its authority", () => {
    const facts = [
      company.legalName,
      fullAddress,
      company.email,
      `Org.nr ${company.registrationNumber}`,
      `Momsreg.nr ${vatNumber}`,
      `Yrkestrafiktillstånd för godstransport nr ${legalChoices.transportPermitNumber}`,
      legalChoices.transportPermitAuthority,
    ];
    const html = [...pages.values()].filter((page) => page.status === 200 && page.contentType.includes("text/html"));
    expect(html.length).toBeGreaterThan(pageRoutes.length);
    const missing = html.flatMap((page) => {
      // React parts adjacent text with empty comments; the visitor reads one line.
      const footer = (/<footer[\s\S]*<\/footer>/.exec(page.html)?.[0] ?? "").replace(/<!-- -->/g, "").replace(/&amp;/g, "&");
      return facts.filter((fact) => !footer.includes(fact)).map((fact) => `${page.path}: ${fact}`);
    });
    expect(missing).toEqual([]);
  });

  it("answers every route of the route table with 200", async () => {
    for (const path of pageRoutes) {
      const response = await worker.fetch(path);
      await response.arrayBuffer();
      expect(response.status, path).toBe(200);
    }
  });
});
