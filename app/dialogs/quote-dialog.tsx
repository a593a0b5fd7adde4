import { useFetcher } from "@remix-run/react";
import type { QuoteWizardState } from "~/forms/quote/action.server";
import { Dialog } from "./dialog";
import { DiscountHeader } from "~/forms/quote/quote-reassurance";
import { QuoteWizard } from "~/forms/quote/quote-wizard";

const TITLE_ID = "offert-dialog-rubrik";

/**
 * The home page's quote dialog (?dialog=offert): the same wizard and the same action as /offert.
 * Without JavaScript the next step continues on /offert; with it the steps advance in place.
 */
export function QuoteDialog() {
  const fetcher = useFetcher<QuoteWizardState>({ key: "offert-dialog" });
  return (
    <Dialog titleId={TITLE_ID} closeLabel="Stäng offertförfrågan">
      <DiscountHeader titleId={TITLE_ID} title="Få prisförslag" />
      <div className="p-5 sm:p-8">
        <QuoteWizard
          FormElement={fetcher.Form}
          state={fetcher.data}
          pending={fetcher.state !== "idle"}
          idPrefix="offert-dialog"
          headingLevel="h3"
        />
      </div>
    </Dialog>
  );
}
