-- `queued_at`: when a row last joined the queue (its creation, or an operator's retry), from which
-- /healthz and the alerts count how long it has waited. Empty on older rows, which count from
-- `created_at`. `last_error_kind`: the last failure's kind (an Email Service code or the error's
-- name), which the alert names; never the message, which may name a recipient.
ALTER TABLE `outbox` ADD `queued_at` text;
--> statement-breakpoint
ALTER TABLE `outbox` ADD `last_error_kind` text;
