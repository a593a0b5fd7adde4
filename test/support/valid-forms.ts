/** A booking every check accepts: tests add or replace the fields they are about. */
export const VALID_BOOKING = {
  customer_name: "Erik Berg",
  customer_email: "erik@example.se",
  customer_phone: "08-123 456 78",
  service: "flytthjälp",
  move_date: "2099-06-01",
  move_from: "Storgatan 1",
  move_to: "Lillgatan 2",
};

/** The quote wizard's last step, with the earlier steps' answers a plain post carries. */
export const VALID_QUOTE_LAST_STEP = {
  step: "3",
  intent: "submit",
  service_type: "flytthjälp",
  move_type: "lägenhet",
  from_address: "Storgatan 1",
  to_address: "Ågatan 2",
  preferred_date: "2099-01-01",
  namn: "Åsa Ek",
  epost: "asa@example.se",
  telefon: "0701234567",
};
