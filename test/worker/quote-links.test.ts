import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serviceSlugs } from "~/content/service-index";
import { startWorker, type TestWorker } from "../../harness/worker";
import { postQuoteStep } from "../support/quote-step-pages";
import { CLEANING_DETAILS } from "../support/valid-forms";

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker({ seed: true });
});
afterAll(() => worker?.dispose());

const decode = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

async function page(path: string): Promise<string> {
  const response = await worker.fetch(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The element that starts with `open` (its first occurrence) up to the first `close` after it. */
function part(html: string, open: string, close: string): string {
  const start = html.indexOf(open);
  expect(start, open).toBeGreaterThanOrEqual(0);
  return html.slice(start, html.indexOf(close, start) + close.length);
}

/** Every link: its address and its text as read. */
function links(html: string): Array<{ href: string; text: string }> {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((match) => ({
    href: decode(match[1]!),
    text: decode(match[2]!.replace(/<[^>]+>/g, "").replace(/<!-- -->/g, ""))
      .replace(/\s+/g, " ")
      .trim(),
  }));
}

const hrefsOf = (html: string, text: string) =>
  links(html)
    .filter((link) => link.text === text)
    .map((link) => link.href);

/** The form's hidden fields, as a browser would post them. */
function hiddenFields(form: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)) fields[match[1]!] = decode(match[2]!);
  return fields;
}

/** The services step 1 shows chosen. */
const checkedServices = (html: string) =>
  [...html.matchAll(/<input type="radio" name="service_type"[^>]*>/g)]
    .filter((match) => match[0].includes('checked=""'))
    .map((match) => decode(/value="([^"]*)"/.exec(match[0])![1]!));

/** The kind of cleaning the form's select shows chosen ("" for its placeholder). */
function chosenCleaningType(form: string): string | undefined {
  const select = part(form, '<select name="cleaning_type"', "</select>");
  return /<option value="([^"]*)" selected=""/.exec(select)?.[1];
}

const DIALOG_FORM = '<form method="post" action="/offert#offert-formular-felsammanfattning" id="offert-dialog-formular"';
const PAGE_FORM = '<form method="post" action="/offert#offert-formular-felsammanfattning" id="offert-formular"';

const STEP_ONE = "Vilken tjänst behöver du hjälp med?";
const STEP_TWO = "Berätta mer om dina behov";

describe("a link that names a service, server-rendered (what a visitor without JavaScript gets)", () => {
  it("/?dialog=offert&tjanst=stadning&typ=flyttstadning: the dialog on Detaljer, städning carried, Flyttstädning chosen and its questions shown", async () => {
    const html = await page("/?dialog=offert&tjanst=stadning&typ=flyttstadning");
    const form = part(html, DIALOG_FORM, "</form>");
    expect(form).toContain(STEP_TWO);
    expect(form).not.toContain(STEP_ONE);
    expect(hiddenFields(form)).toEqual({ step: "2", service_type: "städning", shown_cleaning_type: "flyttstädning" });
    expect(chosenCleaningType(form)).toBe("flyttstädning");
    expect(form).toContain("Yta (m²)");
    expect(form).toContain('aria-current="step"><span');
    expect(form).toContain("Tjänst<span");
  });

  it("/offert?tjanst=…: the page on Detaljer, the same way", async () => {
    const cleaning = part(await page("/offert?tjanst=stadning&typ=flyttstadning"), PAGE_FORM, "</form>");
    expect(cleaning).toContain(STEP_TWO);
    expect(hiddenFields(cleaning)).toEqual({ step: "2", service_type: "städning", shown_cleaning_type: "flyttstädning" });
    expect(chosenCleaningType(cleaning)).toBe("flyttstädning");

    const windows = part(await page("/offert?tjanst=stadning&typ=fonsterputsning"), PAGE_FORM, "</form>");
    expect(chosenCleaningType(windows)).toBe("fönsterputsning");
    expect(windows).toContain("Stora fönster");

    const moving = part(await page("/offert?tjanst=flytthjalp"), PAGE_FORM, "</form>");
    expect(moving).toContain(STEP_TWO);
    expect(hiddenFields(moving)).toEqual({ step: "2", service_type: "flytthjälp" });
    expect(moving).toContain("Från adress");
    expect(moving).not.toContain('name="cleaning_type"');
  });

  it("an unknown service is step 1 with nothing chosen; an unknown kind of cleaning is Detaljer with none chosen", async () => {
    for (const path of ["/offert?tjanst=okand", "/offert?tjanst=St%C3%A4dning", "/offert?typ=flyttstadning", "/?dialog=offert&tjanst=x"]) {
      const html = await page(path);
      expect(html, path).toContain(STEP_ONE);
      expect(html, path).not.toContain('name="service_type" value=');
      expect(html, path).toContain('type="radio" name="service_type"');
      expect(checkedServices(html), path).toEqual([]);
    }
    for (const path of [
      "/offert?tjanst=stadning&typ=okand",
      "/offert?tjanst=stadning",
      "/?dialog=offert&tjanst=stadning&typ=FLYTTSTADNING",
    ]) {
      const form = part(await page(path), path.startsWith("/?") ? DIALOG_FORM : PAGE_FORM, "</form>");
      expect(form, path).toContain(STEP_TWO);
      expect(hiddenFields(form), path).toEqual({ step: "2", service_type: "städning", shown_cleaning_type: "" });
      expect(chosenCleaningType(form), path).toBe("");
    }
    // A kind of cleaning means nothing with moving.
    expect(hiddenFields(part(await page("/offert?tjanst=flytthjalp&typ=flyttstadning"), PAGE_FORM, "</form>"))).toEqual({
      step: "2",
      service_type: "flytthjälp",
    });
  });

  it("the form it renders is the one step 1 would have answered: Nästa goes on to Kontakt, Tillbaka to step 1 with the choice kept", async () => {
    const form = part(await page("/?dialog=offert&tjanst=stadning&typ=flyttstadning"), DIALOG_FORM, "</form>");
    // As posted without JavaScript: a 303 to the step's own page, followed with its cookie.
    const post = async (fields: Record<string, string>) => {
      const { status, html } = await postQuoteStep(worker, fields);
      return { status, html: decode(html) };
    };
    const next = await post({ ...hiddenFields(form), ...CLEANING_DETAILS, intent: "next" });
    expect(next.status).toBe(303);
    expect(next.html).toContain("Så vi kan skicka din offert");
    const back = await post({ ...hiddenFields(form), ...CLEANING_DETAILS, intent: "back" });
    expect(back.html).toContain(STEP_ONE);
    expect(checkedServices(back.html)).toEqual(["städning"]);
    expect(back.html).toContain('type="hidden" name="cleaning_type" value="flyttstädning"');
  });

  it("closing the dialog drops what the link chose; opening another dialog from it does too", async () => {
    const html = await page("/?dialog=offert&tjanst=stadning&typ=flyttstadning");
    const close = links(part(html, "<dialog", "</dialog>")).find((link) => link.href && !link.text);
    expect(close?.href).toBe("/");
    expect(hrefsOf(html, "Boka Transist")).toEqual(["/?dialog=boka"]);
  });
});

describe("the site's links that name a service", () => {
  it("the home page: each card's quote button its own service; the buttons that name none open step 1", async () => {
    const html = await page("/");
    expect(hrefsOf(html, "Få offert på flyttstädning")).toEqual(["/?dialog=offert&tjanst=stadning&typ=flyttstadning"]);
    expect(hrefsOf(html, "Få offert på flytt")).toEqual(["/?dialog=offert&tjanst=flytthjalp"]);
    for (const text of ["Få prisförslag", "Få kostnadsfri offert", "Få din rabatterade offert nu"])
      expect(hrefsOf(html, text), text).toEqual(["/?dialog=offert"]);
  });

  it("every service page's 'Få offert': flyttstädning its own kind of cleaning, every other page moving", async () => {
    for (const slug of serviceSlugs) {
      const expected = slug === "flyttstadning" ? "/offert?tjanst=stadning&typ=flyttstadning" : "/offert?tjanst=flytthjalp";
      const hrefs = hrefsOf(await page(`/tjanster/${slug}`), "Få offert");
      // The header's own button names no service; the page's two do.
      expect(
        hrefs.filter((href) => href !== "/offert"),
        slug,
      ).toEqual([expected, expected]);
    }
  });

  it("/tjanster: each cleaning card its own kind of cleaning; the page's own buttons name none", async () => {
    const html = await page("/tjanster");
    const cleaningCards = part(html, 'id="stadtjanster"', "</section>");
    expect(hrefsOf(cleaningCards, "Få offert")).toEqual([
      "/offert?tjanst=stadning&typ=flyttstadning",
      "/offert?tjanst=stadning&typ=grundstadning",
      "/offert?tjanst=stadning&typ=fonsterputsning",
      "/offert?tjanst=stadning&typ=kontorsstadning",
      "/offert?tjanst=stadning&typ=regelbunden",
    ]);
    expect(new Set(hrefsOf(html.replace(cleaningCards, ""), "Få offert"))).toEqual(new Set(["/offert"]));
  });

  it("the blog's 'begär offert på flyttstädning'", async () => {
    const html = await page("/blogg/sa-far-du-rut-avdrag-for-stadning");
    expect(hrefsOf(html, "begär offert på flyttstädning")).toEqual(["/offert?tjanst=stadning&typ=flyttstadning"]);
  });
});
