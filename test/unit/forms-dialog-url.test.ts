import { describe, expect, it } from "vitest";
import { closeDialogHref, dialogHref } from "~/shared/dialogs";
import { MAIN_ANCHOR, sentForm, sentHref, withoutSentHref } from "~/shared/sent-url";

describe("the thank-you state in the URL", () => {
  it("marks a return path as sent, keeping its query and anchor", () => {
    expect(sentHref("/", "home")).toBe("/?skickat=home");
    expect(sentHref("/tjanster?dialog=boka", "boka")).toBe("/tjanster?dialog=boka&skickat=boka");
    expect(sentHref("/blogg#nyhetsbrev", "nyhetsbrev-blogg")).toBe("/blogg?skickat=nyhetsbrev-blogg#nyhetsbrev");
  });

  it("names the thank-you's anchor when the path has none, so a redirect never keeps the form's", () => {
    expect(sentHref("/tjanster?dialog=boka", "boka", MAIN_ANCHOR)).toBe("/tjanster?dialog=boka&skickat=boka#main");
    expect(sentHref("/kontakt", "kontakt", "kontaktformular")).toBe("/kontakt?skickat=kontakt#kontaktformular");
    expect(sentHref("/blogg#nyhetsbrev", "nyhetsbrev-blogg", MAIN_ANCHOR)).toBe("/blogg?skickat=nyhetsbrev-blogg#nyhetsbrev");
    expect(sentHref("//evil.example", "boka", MAIN_ANCHOR)).toBe("/?skickat=boka#main");
  });

  it("reads which form was sent", () => {
    expect(sentForm("?dialog=boka&skickat=boka")).toBe("boka");
    expect(sentForm("")).toBeNull();
  });

  it("closing a dialog also leaves its thank-you state", () => {
    expect(closeDialogHref({ pathname: "/om-oss", search: "?dialog=boka&skickat=boka" })).toBe("/om-oss");
    expect(closeDialogHref({ pathname: "/blogg", search: "?sida=2&dialog=nyhetsbrev" })).toBe("/blogg?sida=2");
  });

  it("leaving the thank-you state shows the form again", () => {
    expect(withoutSentHref({ pathname: "/", search: "?skickat=home", hash: "#kontaktformular" })).toBe("/#kontaktformular");
    expect(dialogHref({ pathname: "/", search: "?skickat=home" }, "boka")).toBe("/?skickat=home&dialog=boka");
  });
});
