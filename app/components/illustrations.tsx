import boxes from "~/assets/illustrations/boxes.svg";
import carry from "~/assets/illustrations/carry.svg";
import cleaning from "~/assets/illustrations/cleaning.svg";
import office from "~/assets/illustrations/office.svg";
import storage from "~/assets/illustrations/storage.svg";
import tools from "~/assets/illustrations/tools.svg";
import van from "~/assets/illustrations/van.svg";
import windowPane from "~/assets/illustrations/window.svg";
import type { ServiceSlug } from "~/content/service-index";
import { cn } from "~/shared/cn";

/**
 * Flat brand-palette illustrations (app/assets/illustrations, 400 × 200). They are files, not
 * inline markup: the browser caches them for good (hashed names), the server renders one tag,
 * and below the fold they load only when the visitor scrolls near them.
 */
const sources = { van, boxes, cleaning, storage, carry, window: windowPane, office, tools } as const;

export type IllustrationKind = keyof typeof sources;

const serviceKinds: Record<ServiceSlug, IllustrationKind> = {
  bohagsflytt: "van",
  foretagsflytt: "office",
  kontorsflytt: "office",
  flyttstadning: "cleaning",
  packning: "boxes",
  magasinering: "storage",
  barhjalp: "carry",
  mobelmontering: "tools",
  kassaskapsflytt: "carry",
  vindsrojning: "boxes",
  "plan-och-flytt": "boxes",
  evakueringsflytt: "storage",
  bortforsling: "van",
  bemanning: "carry",
  langdistansflytt: "van",
  studentflytt: "boxes",
};

interface IllustrationProps {
  kind: IllustrationKind;
  className?: string;
  /** What the picture shows, for screen readers; without one it is decoration. */
  label?: string;
  /** "eager" for a picture in the first screen. */
  loading?: "lazy" | "eager";
}

export function Illustration({ kind, className, label, loading = "lazy" }: IllustrationProps) {
  return (
    <img
      src={sources[kind]}
      width={400}
      height={200}
      alt={label ?? ""}
      loading={loading}
      decoding="async"
      className={cn("object-contain", className)}
    />
  );
}

export function ServiceIllustration({ slug, className }: { slug: ServiceSlug; className?: string }) {
  return <Illustration kind={serviceKinds[slug]} className={className} />;
}
