import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { WIZARD_FIELDS_FILE, wizardFieldsSource } from "../../scripts/build/write-wizard-fields";

describe("the wizard's copy of the quote form's names", () => {
  it("is what the quote form's definition gives (npm run build writes it)", async () => {
    expect(readFileSync(WIZARD_FIELDS_FILE, "utf8")).toBe(await wizardFieldsSource());
  });
});
