// npm run bench:dev: the seconds from saving an edit under `npm run dev` to the new text being
// served, for a route, a component, a server module and the CSS, in a copy of the repository.
import { CSS_PROBE, DEV_EDITS, linkedStylesheet, msUntilServed, pollUntil, startDevCopy } from "../../harness/dev-loop";

const started = performance.now();
const dev = await startDevCopy("/faq");
console.log(`npm run dev serving after ${((performance.now() - started) / 1000).toFixed(1)} s`);
try {
  for (const { what, file, edit, path, expected } of DEV_EDITS) {
    const ms = await msUntilServed(dev, file, edit, path, expected);
    console.log(`${what}: ${(ms / 1000).toFixed(1)} s`);
  }
  const saved = performance.now();
  dev.write("app/styles/app.css", `${dev.read("app/styles/app.css")}\n${CSS_PROBE}\n`);
  await pollUntil(async () => ((await linkedStylesheet(dev, "/faq"))?.includes("dev-loop-probe") ? true : undefined), 60_000, 50);
  console.log(`the CSS: ${((performance.now() - saved) / 1000).toFixed(1)} s`);
} finally {
  await dev.stop();
}
