import { describe, expect, it } from "vitest";
import { closeDialogHref, dialogHref } from "~/shared/dialogs";
import { sentForm, sentHref, withoutSentHref } from "~/shared/sent-url";

describe("the thank-you state in the URL", () => {
  it("marks a return path as sent, keeping its query and anchor", () => {
    expect(sentHref("/", "home")).toBe("/?skickat=home");
    expect(sentHref("/tjanster?dialog=boka", "boka")).toBe("/tjanster?dialog=boka&skickat=boka");
    expect(sentHref("/blogg#nyhetsbrev", "nyhetsbrev-blogg")).toBe("/blogg?skickat=nyhetsbrev-blogg#nyhetsbrev");
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
