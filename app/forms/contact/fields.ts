import { CONFIRMATION_ON_ITS_WAY } from "~/shared/confirmation-notice";
export type ContactSource = "home" | "kontakt";

/** Where the form sits on its page; the success redirect lands there. */
export const CONTACT_FORM_ANCHOR = "kontaktformular";

export const contactSuccessText: Record<ContactSource, string> = {
  home: `Vi har tagit emot din förfrågan och återkommer inom kort. ${CONFIRMATION_ON_ITS_WAY}`,
  kontakt: `Vi har tagit emot ditt meddelande och återkommer inom kort. ${CONFIRMATION_ON_ITS_WAY}`,
};

/** The visitor never sees a database's own error text, so the message is the unknown-error text. */
export const contactFailureText: Record<ContactSource, string> = {
  home: "Det gick inte att skicka förfrågan: Ett okänt fel uppstod. Försök igen senare.",
  kontakt: "Det gick inte att skicka meddelandet. Försök igen senare.",
};
