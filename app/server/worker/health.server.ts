/** A cheap connection check at start-up whose failure is only logged. */
export async function checkDatabase(db: D1Database): Promise<boolean> {
  try {
    await db.prepare("SELECT 1").first();
    return true;
  } catch (error) {
    console.warn("Databaskontrollen vid start misslyckades:", error instanceof Error ? error.message : error);
    return false;
  }
}
