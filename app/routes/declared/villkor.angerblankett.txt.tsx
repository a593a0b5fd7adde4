import { withdrawalFormText } from "~/content/consumer-terms";
import { company } from "~/page-bundle";

/** The withdrawal form as a plain text file to download, fill in and send: the same lines as its page. */
export function loader() {
  return new Response(withdrawalFormText(company.siteUrl), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Disposition": 'attachment; filename="angerblankett-transist.txt"',
      "Cache-Control": "public, max-age=3600",
    },
  });
}
