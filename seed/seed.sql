-- Seed data for the local database. Generated content is added by scripts; safe to run twice.
SELECT 1;
