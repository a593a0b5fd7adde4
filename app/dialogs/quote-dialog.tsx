import { DiscountHeader } from "~/forms/quote/quote-reassurance";
import { QuoteWizard } from "~/forms/quote/quote-wizard";
import { Dialog } from "./dialog";

const TITLE_ID = "offert-dialog-rubrik";

/**
 * The home page's quote dialog (?dialog=offert): the same wizard and the same action as /offert.
 * Without JavaScript the next step continues on /offert; with it the steps advance in place.
 */
export function QuoteDialog() {
  return (
    <Dialog titleId={TITLE_ID} closeLabel="Stäng offertförfrågan">
      <DiscountHeader titleId={TITLE_ID} title="Få prisförslag" />
      <div className="p-5 sm:p-8">
        <QuoteWizard idPrefix="offert-dialog" headingLevel="h3" />
      </div>
    </Dialog>
  );
}
