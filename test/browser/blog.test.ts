import { describe, expect, it } from "vitest";
import { newContext, useSite } from "../support/browser";

const site = useSite({ seed: true });

describe("the blog with JavaScript off", () => {
  it("searches, filters by category and opens an article from the index", async () => {
    const context = await newContext(site.browser, { javaScript: false, baseURL: site.worker.url, width: 390 });
    const page = await context.newPage();
    await page.goto("/blogg");
    await page.getByLabel("Sök i bloggen").fill("rut");
    await page.getByRole("button", { name: "Sök" }).click();
    await page.waitForURL("**/blogg?q=rut");
    await expect(page.getByRole("heading", { name: "RUT-avdrag för flytt och städning – så fungerar det" }).isVisible()).resolves.toBe(
      true,
    );
    await expect(page.getByRole("heading", { name: "Flytta hållbart: återbruk, återvinning och mindre emballage" }).count()).resolves.toBe(
      0,
    );

    await page.goto("/blogg");
    await page.getByRole("navigation", { name: "Filtrera på kategori" }).getByRole("link", { name: "Packning" }).click();
    await page.waitForURL("**/blogg?kategori=packning");
    await page.getByRole("link", { name: "Så packar du porslin, glas och tavlor utan att något går sönder", exact: true }).click();
    await page.waitForURL("**/blogg/sa-packar-du-porslin-glas-och-tavlor");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toContain("Så packar du porslin");
    await context.close();
  });
});
