import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The layout's boundaries as ESLint applies them: a block that matches a file later can replace an
// earlier block's options for the same rule, so each folder's rule is checked on a file of its own.
const eslint = new ESLint({ cwd: new URL("../..", import.meta.url).pathname });

/** The boundary messages ESLint gives `source` as if it were the file at `filePath`. */
async function refusals(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === "@typescript-eslint/no-restricted-imports").map((m) => m.message);
}

describe("the layout's boundaries", () => {
  const cases: Array<[file: string, source: string, reason: RegExp]> = [
    ["app/forms/kit/probe.ts", 'import { BOOKING_FORM } from "~/forms/booking/fields";', /forms\/kit\/ is every form's machinery/],
    ["app/forms/kit/probe.ts", 'import { leadMessages } from "~/forms/shared/messages";', /forms\/kit\/ is every form's machinery/],
    ["app/forms/booking/probe.ts", 'import { QUICK_CONTACT_FORM } from "~/forms/quick-contact/fields";', /A form knows no other form/],
    [
      "app/forms/booking/probe.server.ts",
      'import { quickContactSchema } from "~/forms/quick-contact/schema";',
      /A form knows no other form/,
    ],
    ["app/forms/booking/probe.tsx", 'import { leadFormAction } from "~/server/leads/lead-form.server";', /A form's browser code/],
    ["app/shared/probe.ts", 'import type { ServiceType } from "~/forms/quote/fields";', /shared\/ is pure/],
    ["app/ui/probe.tsx", 'import { SiteDialogs } from "~/dialogs/site-dialogs";', /ui\/ holds primitives/],
    ["app/content/probe.ts", 'import type { QuoteWizardState } from "~/forms/quote/state";', /content\/ is typed data/],
    ["app/shell/probe.tsx", 'import { action } from "~/routes/boka";', /The shell uses the app's parts/],
  ];

  it.each(cases)("%s may not: %s", async (file, source, reason) => {
    expect(await refusals(file, `${source}\nexport const probe = 1;\n`)).toEqual([expect.stringMatching(reason)]);
  });

  it("let a form use the kit, its shared parts and ui/", async () => {
    const source = [
      'import { once } from "~/forms/kit/once";',
      'import { leadMessages } from "~/forms/shared/messages";',
      'import { DialogLink } from "~/ui/dialog-link";',
      "export const probe = [once, leadMessages, DialogLink];",
    ].join("\n");
    expect(await refusals("app/forms/booking/probe.tsx", source)).toEqual([]);
  });
});
