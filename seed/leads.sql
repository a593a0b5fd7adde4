-- Example leads for the local database only (npm run db:setup / npm start): made-up people, so the
-- notifications, the export (npm run leads:export) and retention have something to work on.
-- Fixed ids: safe to run twice.
INSERT OR IGNORE INTO quotes (id, service_type, move_type, property_size, living_area, from_address, to_address, from_floor, to_floor, from_elevator, to_elevator, has_piano, need_boxes, storage_areas, namn, epost, telefon, preferred_date, message, source, created_at)
VALUES ('seed-quote-1', 'flytthjälp', 'lägenhet', '3 rum', 78, 'Åsgränd 3, 123 45 Småstad', 'Östra Storgatan 9, 553 21 Jönköping', 3, 1, 'no', 'large', 1, 1, '["källare","vind"]', 'Åsa Öberg', 'asa.oberg@example.se', '+46701740651', '2026-12-15', 'Vi har ett piano som ska med; "försiktigt", tack!
Portkod 1234.', 'offert', '2026-11-02T09:15:00.000Z');
INSERT OR IGNORE INTO quotes (id, service_type, cleaning_type, square_meters, number_of_rooms, include_windows, window_count, cleaning_address, namn, epost, telefon, message, source, created_at)
VALUES ('seed-quote-2', 'städning', 'flyttstädning', 64, 2, 1, 6, 'Ängsvägen 12, 123 47 Småstad', 'Göran Ärlig', 'goran.arlig@example.se', '+46701740652', 'Nyckeln finns hos grannen.', 'offert', '2026-11-05T14:30:00.000Z');
INSERT OR IGNORE INTO bookings (id, customer_name, customer_email, customer_phone, move_date, move_from, move_to, property_size, service, notes, status, source, created_at)
VALUES ('seed-booking-1', 'Björn Sjöström', 'bjorn.sjostrom@example.se', '+46701740653', '2026-12-01', 'Kvarngatan 4, Småstad', 'Sjövägen 18, Växjö', '2 rum', 'flytthjälp', 'Hiss finns på båda adresserna.', 'pending', 'boka', '2026-11-08T08:05:00.000Z');
INSERT OR IGNORE INTO job_applications (id, name, email, phone, position, message, cv_key, cv_file_name, cv_size, cv_content_type, created_at)
VALUES ('seed-application-1', 'Märta Lindén', 'marta.linden@example.se', '+46701740654', 'Flyttare', 'Jag har körkort B och är van vid tunga lyft.', 'cv/seed-application-1.pdf', 'märta-lindén-cv.pdf', 48213, 'application/pdf', '2026-11-10T11:45:00.000Z');
INSERT OR IGNORE INTO newsletter_subscriptions (id, email, source, confirmed_at, created_at)
VALUES ('seed-subscription-1', 'ake.nystrom@example.se', 'discount', '2026-11-12T19:31:00.000Z', '2026-11-12T19:20:00.000Z');
-- Signed up and never confirmed: not a subscriber, so the export leaves it out.
INSERT OR IGNORE INTO newsletter_subscriptions (id, email, source, created_at)
VALUES ('seed-subscription-2', 'obekraftad@example.se', 'blogg', '2026-11-13T08:00:00.000Z');
