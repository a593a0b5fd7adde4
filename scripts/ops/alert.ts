// npm run alert -- test [--env staging|production] [--persist-to DIR]
//
// Sends a test alert through every channel the environment has (the webhook ALERT_WEBHOOK_URL and
// the mail to ALERT_TO) and says which worked. The channels are the Worker's (its secret, its mail
// binding), so the command asks the Worker: it writes a request into D1's `alert_tests`, the Cron
// Trigger's next run (within 5 minutes) sends the alert and writes each channel's outcome beside it,
// and the command reads that back. With --env the environment's database (`wrangler d1 execute
// --remote`); without it, the local state wrangler dev uses (.wrangler/state, or --persist-to).
import { join, resolve } from "node:path";
import { assertEnvironment, readFlags } from "./cli-flags";
import { type Out, recorded, runAsScript, type ScriptResult, withWranglerLogs } from "./script-run";
import { d1ExecuteRows, runWrangler } from "./wrangler-cli";

const root = resolve(import.meta.dirname, "../..");
const USAGE = "Användning:\n  npm run alert -- test [--env staging|production] [--persist-to MAPP]";

/** How long the command waits for the cron (it runs every 5 minutes), and how often it looks. */
export const ALERT_TEST_WAIT_SECONDS = 7 * 60;
const POLL_SECONDS = 15;

interface AlertTestRow {
  done_at: string | null;
  webhook_result: string | null;
  alert_to_result: string | null;
}

/** A channel's outcome in the operator's words. */
function told(outcome: string | null): { ok: boolean; text: string } {
  if (outcome === "ok") return { ok: true, text: "fungerade" };
  if (outcome === null || outcome === "ej inställd") return { ok: false, text: "inte inställd" };
  return { ok: false, text: `fungerade inte (${outcome})` };
}

async function run(
  argv: string[],
  env: NodeJS.ProcessEnv,
  out: Out,
  { waitSeconds, pollSeconds, id }: { waitSeconds: number; pollSeconds: number; id: string },
): Promise<void> {
  const [command, ...rest] = argv;
  if (command !== "test") throw new Error(USAGE);
  let target: string | undefined;
  let persistTo = join(root, ".wrangler/state");
  readFlags(rest, USAGE, (name, value) => {
    if (name === "--env") target = value();
    else if (name === "--persist-to") persistTo = resolve(value());
    else return false;
    return true;
  });
  assertEnvironment(target);
  const where = target ? ["--remote", "--env", target] : ["--local", "--persist-to", persistTo];
  // The id is a UUID the command made: safe as a literal (wrangler's --command takes no parameters).
  const sql = (statement: string) =>
    d1ExecuteRows<AlertTestRow>(runWrangler(["d1", "execute", "DB", ...where, "--json", "--command", statement], { env }));
  sql(`INSERT INTO alert_tests (id, requested_at) VALUES ('${id}', '${new Date().toISOString()}')`);
  out.log(
    `Testlarmet är beställt i ${target ?? "den lokala databasen"}; cron-jobbet skickar det vid nästa körning (inom 5 minuter). Väntar …`,
  );
  const until = Date.now() + waitSeconds * 1000;
  for (;;) {
    const [row] =
      sql(`SELECT done_at, webhook_result, alert_to_result FROM alert_tests WHERE id = '${id}' AND webhook_result IS NOT NULL`)[0] ?? [];
    if (row) {
      const webhook = told(row.webhook_result);
      const mail = told(row.alert_to_result);
      out.log(`Webhook (ALERT_WEBHOOK_URL): ${webhook.text}`);
      out.log(`E-post (ALERT_TO): ${mail.text}`);
      if (webhook.ok && mail.ok) {
        out.log("Båda kanalerna fungerar: kontrollera att larmet syns i chatten och i inkorgen.");
        return;
      }
      throw new Error("Minst en larmkanal fungerar inte: se docs/drift.md (Loggar, hälsa och larm).");
    }
    if (Date.now() >= until) {
      throw new Error(
        `Inget svar från cron-jobbet på ${Math.round(waitSeconds / 60)} minuter: körs det? (/healthz "cron"; docs/drift.md). Beställningen ligger kvar och skickas vid nästa körning.`,
      );
    }
    await new Promise((done) => setTimeout(done, pollSeconds * 1000));
  }
}

/**
 * `npm run alert -- …` as a function: `env` is the environment of the wranglers it starts; `out`
 * sees each line; `waitSeconds` and `pollSeconds` how long to wait for the cron and how often to look.
 */
export async function alert(
  argv: string[],
  {
    env = process.env,
    out,
    waitSeconds = ALERT_TEST_WAIT_SECONDS,
    pollSeconds = POLL_SECONDS,
    id = crypto.randomUUID(),
  }: { env?: NodeJS.ProcessEnv; out?: Out; waitSeconds?: number; pollSeconds?: number; id?: string } = {},
): Promise<ScriptResult> {
  return recorded(out, (print) => withWranglerLogs(env, (wranglerEnv) => run(argv, wranglerEnv, print, { waitSeconds, pollSeconds, id })));
}

runAsScript(import.meta.url, alert);
