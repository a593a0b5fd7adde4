/** Today's date in Sweden as YYYY-MM-DD, whatever the server's or browser's own time zone. */
export function stockholmToday(now = new Date()): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}
