import { describe, expect, it } from "vitest";
import { cleaningServices } from "~/content/cleaning-services";
import { serviceCards } from "~/content/home";
import { servicePages } from "~/content/services";
import { cleaningTypes, serviceTypes } from "~/forms/quote/fields";
import { quoteLinkStart } from "~/forms/quote/link-start";
import { QUOTE_LINK_PARAMS } from "~/shared/quote-link";
import { closeDialogHref, dialogHref, dialogPageHref } from "~/shared/dialogs";

describe("the quote links' URL values", () => {
  it("are these, and stay these: links out there (blog posts, ads, e-mails) carry them", () => {
    expect(QUOTE_LINK_PARAMS).toEqual({
      tjanst: { flytthjalp: "flytthjälp", stadning: "städning" },
      typ: {
        flyttstadning: "flyttstädning",
        grundstadning: "grundstädning",
        fonsterputsning: "fönsterputsning",
        kontorsstadning: "kontorsstädning",
        regelbunden: "regelbunden",
      },
    });
  });

  it("name every service and every kind of cleaning the wizard offers, once", () => {
    expect(Object.values(QUOTE_LINK_PARAMS.tjanst).sort()).toEqual(serviceTypes.map((service) => service.value).sort());
    expect(Object.values(QUOTE_LINK_PARAMS.typ).sort()).toEqual(cleaningTypes.map((type) => type.value).sort());
  });
});

describe("where a link starts the wizard", () => {
  it("a service: on step 2 with it chosen, as if step 1 had been posted", () => {
    expect(quoteLinkStart("?tjanst=flytthjalp")).toEqual({ step: 2, answers: { service_type: "flytthjälp" } });
    expect(quoteLinkStart("?dialog=offert&tjanst=stadning")).toEqual({ step: 2, answers: { service_type: "städning" } });
  });

  it("cleaning with its kind: that kind chosen too", () => {
    for (const [param, value] of Object.entries(QUOTE_LINK_PARAMS.typ))
      expect(quoteLinkStart(`?tjanst=stadning&typ=${param}`)).toEqual({
        step: 2,
        answers: { service_type: "städning", cleaning_type: value },
      });
  });

  it("no service, or one it does not know: step 1", () => {
    for (const search of [
      "",
      "?typ=flyttstadning",
      "?tjanst=",
      "?tjanst=städning",
      "?tjanst=Stadning",
      "?tjanst=constructor",
      "?tjanst=toString",
    ])
      expect(quoteLinkStart(search), search).toBeNull();
  });

  it("a kind it does not know, or a kind with moving: step 2 with none chosen", () => {
    for (const typ of ["", "flyttstädning", "FLYTTSTADNING", "hasOwnProperty", "x".repeat(500)])
      expect(quoteLinkStart(`?tjanst=stadning&typ=${encodeURIComponent(typ)}`), typ).toEqual({
        step: 2,
        answers: { service_type: "städning" },
      });
    expect(quoteLinkStart("?tjanst=flytthjalp&typ=flyttstadning")).toEqual({ step: 2, answers: { service_type: "flytthjälp" } });
  });
});

describe("what the site's links name", () => {
  it("every service page but flyttstädning asks for moving; flyttstädning for its own kind of cleaning", () => {
    for (const [slug, page] of Object.entries(servicePages))
      expect(page.quote, slug).toEqual(slug === "flyttstadning" ? { tjanst: "stadning", typ: "flyttstadning" } : { tjanst: "flytthjalp" });
  });

  it("the home page's cards: moving, and flyttstädning", () => {
    expect(serviceCards.map((card) => [card.quoteLabel, card.quote])).toEqual([
      ["Få offert på flytt", { tjanst: "flytthjalp" }],
      ["Få offert på flyttstädning", { tjanst: "stadning", typ: "flyttstadning" }],
    ]);
  });

  it("each cleaning card on /tjanster its own kind, so that every kind has one", () => {
    expect(
      cleaningServices.map((cleaning) => [
        cleaning.name,
        quoteLinkStart(dialogPageHref("offert", cleaning.quote).slice("/offert".length))?.answers.cleaning_type,
      ]),
    ).toEqual(cleaningTypes.map((type) => [type.label, type.value]));
  });
});

describe("a dialog's own parameters in the URL", () => {
  const home = { pathname: "/", search: "" };

  it("open the dialog with what a link names, after the dialog's name", () => {
    expect(dialogHref(home, "offert", { tjanst: "stadning", typ: "flyttstadning" })).toBe(
      "/?dialog=offert&tjanst=stadning&typ=flyttstadning",
    );
    expect(dialogHref(home, "offert")).toBe("/?dialog=offert");
    expect(dialogHref({ pathname: "/blogg", search: "?sida=2" }, "offert", { tjanst: "flytthjalp" })).toBe(
      "/blogg?sida=2&dialog=offert&tjanst=flytthjalp",
    );
  });

  it("go when another dialog opens, when the dialog opens without them, and when it closes", () => {
    const open = { pathname: "/blogg", search: "?sida=2&dialog=offert&tjanst=stadning&typ=grundstadning" };
    expect(dialogHref(open, "boka")).toBe("/blogg?sida=2&dialog=boka");
    expect(dialogHref(open, "offert")).toBe("/blogg?sida=2&dialog=offert");
    expect(dialogHref(open, "offert", { tjanst: "flytthjalp" })).toBe("/blogg?sida=2&dialog=offert&tjanst=flytthjalp");
    expect(closeDialogHref(open)).toBe("/blogg?sida=2");
    expect(closeDialogHref({ pathname: "/", search: "?dialog=offert&tjanst=flytthjalp&skickat=offert" })).toBe("/");
  });

  it("are the only ones the dialog's own page gets", () => {
    expect(dialogPageHref("offert", { tjanst: "stadning", typ: "fonsterputsning" })).toBe("/offert?tjanst=stadning&typ=fonsterputsning");
    expect(dialogPageHref("offert")).toBe("/offert");
    expect(dialogPageHref("offert", Object.fromEntries(new URLSearchParams("?dialog=offert&sida=2&tjanst=flytthjalp")))).toBe(
      "/offert?tjanst=flytthjalp",
    );
    expect(dialogPageHref("boka", Object.fromEntries(new URLSearchParams("?dialog=boka&tjanst=flytthjalp")))).toBe("/boka");
  });
});
