/** The booking form's name: its rate-limit bucket, dedupe prefix and `?skickat=` value. */
export const BOOKING_FORM = "boka";

/** The form on /boka: a post answered without JavaScript opens scrolled to it. */
export const BOOKING_FORM_ANCHOR = "bokning";
/** The form on /boka, which answers every booking posted without JavaScript (the dialog's too). */
export const BOOKING_PAGE_FORM_ID = "boka-sida";
export const BOOKING_FAILURE = "Ett fel uppstod. Kontrollera din inmatning och försök igen.";

export const propertySizes = ["1 rum", "2 rum", "3 rum", "4 rum", "5+ rum", "Villa eller radhus", "Kontor eller lokal"] as const;
export const includedServiceOptions = ["Transport", "Bärhjälp", "Lastning och lossning", "Skydd av möbler och golv"] as const;
export const additionalServiceOptions = [
  "Packning",
  "Uppackning",
  "Demontering och montering",
  "Magasinering",
  "Flyttstädning",
  "Bortforsling",
] as const;
export const specialItemOptions = ["Piano", "Kassaskåp", "Konst eller antikviteter", "Akvarium", "Gymutrustning", "Stora växter"] as const;
