import { useEffect } from "react";

/**
 * The page's title in layers, so that a form can say where the visitor is without knowing the
 * page's own title: an outcome ("Fel: ", "Tack – "), then a step ("Steg 2 av 3: Detaljer – "), then
 * the title the page's meta gave. Each layer is read back from the title itself, so a layer set by
 * the server's render (a post answered without JavaScript) is not added twice, and a page change,
 * which writes a fresh title, leaves nothing stale behind.
 */
export const FAILED_TITLE_PREFIX = "Fel: ";
export const SENT_TITLE_PREFIX = "Tack – ";

const OUTCOME = /^(Fel: |Tack – )/;
const STEP = /^Steg \d+ av \d+: [^–]+ – /;

export function stepTitlePrefix(step: number, steps: number, name: string): string {
  return `Steg ${step} av ${steps}: ${name} – `;
}

function layers(title: string) {
  const outcome = OUTCOME.exec(title)?.[0] ?? "";
  const rest = title.slice(outcome.length);
  const step = STEP.exec(rest)?.[0] ?? "";
  return { outcome, step, page: rest.slice(step.length) };
}

function setLayer(layer: "outcome" | "step", text: string): void {
  const current = layers(document.title);
  const next = { ...current, [layer]: text };
  const title = `${next.outcome}${next.step}${next.page}`;
  if (title !== document.title) document.title = title;
}

/** Puts `prefix` in the title's layer while the component is shown with it; null leaves it out. */
export function useTitleLayer(layer: "outcome" | "step", prefix: string | null): void {
  useEffect(() => {
    if (prefix === null) return;
    setLayer(layer, prefix);
    return () => setLayer(layer, "");
  }, [layer, prefix]);
}

/** The server's render of a title, with an outcome prefix: used where no script runs. */
export function titleWithOutcome(html: string, prefix: string): string {
  return html.replace(/<title>(?!Fel: |Tack – )/, `<title>${prefix}`);
}
