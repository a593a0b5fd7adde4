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

/** The outcome, then the step, then the page's own title. */
const LAYERS = /^(Fel: |Tack – )?(Steg \d+ av \d+: [^–]+ – )?/;

function setLayer(layer: 1 | 2, text: string): void {
  const title = document.title;
  const found = LAYERS.exec(title)!;
  const layers = [found[1] ?? "", found[2] ?? "", title.slice(found[0].length)];
  layers[layer - 1] = text;
  document.title = layers.join("");
}

/** Puts `prefix` in the title's layer while the component is shown with it; null leaves it out. */
export function useTitleLayer(layer: "outcome" | "step", prefix: string | null): void {
  useEffect(() => {
    if (prefix === null) return;
    const index = layer === "outcome" ? 1 : 2;
    setLayer(index, prefix);
    return () => setLayer(index, "");
  }, [layer, prefix]);
}

/** The server's render of a title, with an outcome prefix: used where no script runs. */
export function titleWithOutcome(html: string, prefix: string): string {
  return html.replace(/<title>(?!Fel: |Tack – )/, `<title>${prefix}`);
}
