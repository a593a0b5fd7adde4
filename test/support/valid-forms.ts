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
