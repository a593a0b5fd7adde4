/**
 * Removes an address from the newsletter list, together with the key that recognises a repeated
 * signup, so that signing up again right after unsubscribing works. Nothing tells whether it was there.
 */
export async function removeSubscriber(db: D1Database, email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  await db.batch([
    db
      .prepare(
        "DELETE FROM submissions WHERE lead_type = 'newsletter' AND lead_id IN (SELECT id FROM newsletter_subscriptions WHERE lower(email) = ?)",
      )
      .bind(address),
    db.prepare("DELETE FROM newsletter_subscriptions WHERE lower(email) = ?").bind(address),
  ]);
}
