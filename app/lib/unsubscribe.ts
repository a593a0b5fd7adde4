import { z } from "zod";

/** The same answer whether or not the address was on the list: the page must not reveal who subscribes. */
export const UNSUBSCRIBE_CONFIRMATION =
  "Om adressen fanns på vår lista för nyhetsbrevet är den nu borttagen, och du får inga fler utskick från oss.";
export const UNSUBSCRIBE_FAILURE = "Det gick inte att avregistrera dig just nu. Försök igen senare.";

/** Spec section 5's e-mail messages, checked as the signup checks them; stored addresses are lower-case. */
export const unsubscribeSchema = z.object({
  email: z
    .string({ error: "E-post är obligatoriskt" })
    .trim()
    .min(1, "E-post är obligatoriskt")
    .max(254, "Ogiltig e-postadress")
    .pipe(z.email("Ogiltig e-postadress"))
    .transform((email) => email.toLowerCase()),
});
