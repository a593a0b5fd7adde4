import { describe, expect, it } from "vitest";
import { newContext, useSite } from "../support/browser";

const site = useSite({ seed: true });

describe.each([true, false])("the shell with JavaScript %s", (javaScript) => {
  it("opens the Tjänster dropdown on desktop and follows a service link", async () => {
    const context = await newContext(site.browser, { javaScript, baseURL: site.worker.url });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("navigation", { name: "Huvudmeny" }).getByText("Tjänster", { exact: true }).click();
    const link = page.getByRole("navigation", { name: "Huvudmeny" }).getByRole("link", { name: /Flyttstädning/ });
    await expect(link.isVisible()).resolves.toBe(true);
    await link.click();
    await page.waitForURL("**/tjanster/flyttstadning");
    await context.close();
  });

  it("opens the phone menu at 390 px and shows the phone link", async () => {
    const context = await newContext(site.browser, { javaScript, baseURL: site.worker.url, width: 390 });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByLabel("Meny", { exact: true }).click();
    const menu = page.getByRole("navigation", { name: "Mobilmeny" });
    await expect(menu.getByRole("link", { name: /Ring 070/ }).isVisible()).resolves.toBe(true);
    await menu.getByRole("link", { name: "Om oss" }).click();
    await page.waitForURL("**/om-oss");
    await context.close();
  });

  it("makes no request to any host but its own", async () => {
    const context = await newContext(site.browser, { javaScript, baseURL: site.worker.url });
    const page = await context.newPage();
    const foreign: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (!["data:", "blob:"].includes(url.protocol) && url.origin !== new URL(site.worker.url).origin) foreign.push(request.url());
    });
    for (const path of ["/", "/kontakt", "/offert", "/blogg", "/tjanster/bohagsflytt"]) {
      await page.goto(path, { waitUntil: "networkidle" });
    }
    expect(foreign).toEqual([]);
    await context.close();
  });
});
