import { company, fullAddress } from "~/shared/company";
import { MAP_ANCHOR, MAP_COPYRIGHT_URL, mapEmbedUrl, mapShownHref, mapUrl } from "~/shared/contact-map";
import { buttonClasses } from "~/ui/button";

/**
 * The map on /kontakt: a drawing that loads nothing, and OpenStreetMap's own map in its place once
 * the visitor asks for it. Drawing and frame fill the same box, so the map takes the drawing's place
 * without moving anything. Nothing is remembered: /kontakt without the parameter shows the drawing.
 */
export function ContactMap({ shown }: { shown: boolean }) {
  return (
    <section id={MAP_ANCHOR} aria-labelledby="karta-rubrik" className="scroll-mt-28 overflow-hidden rounded-card border border-brand-100">
      <h2 id="karta-rubrik" className="sr-only">
        Karta
      </h2>
      <div className="aspect-[4/3] bg-brand-50 sm:aspect-[2/1] lg:aspect-[3/1]" data-map-box="">
        {shown ? (
          <iframe
            src={mapEmbedUrl(company.location)}
            title={`Karta från OpenStreetMap: ${fullAddress}`}
            className="block h-full w-full border-0"
          />
        ) : (
          <MapDrawing />
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 bg-white p-4">
        <p className="font-semibold">{fullAddress}</p>
        {shown ? (
          <p className="text-sm text-muted">
            Karta ©{" "}
            <a href={MAP_COPYRIGHT_URL} rel="noopener">
              OpenStreetMap-bidragsgivare
            </a>{" "}
            ·{" "}
            <a href={mapUrl} rel="noopener">
              Öppna större karta
            </a>
          </p>
        ) : (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            {/* A new document, not a client-side page change: only that answer's CSP lets the map's frame in. */}
            <a href={mapShownHref} className={buttonClasses("secondary", "sm")}>
              Visa kartan
            </a>
            <p className="text-sm text-muted">Kartan hämtas från OpenStreetMap, som då får din IP-adress.</p>
          </div>
        )}
      </div>
    </section>
  );
}

/** Streets, water and a pin, drawn here: it stands in for the map and fills the same box. */
function MapDrawing() {
  return (
    <svg
      viewBox="0 0 600 300"
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-label={`Karta: ${fullAddress}`}
      className="block h-full w-full"
    >
      <rect width="600" height="300" fill="#eef5fb" />
      <path d="M0 200 C150 170 250 230 600 180" stroke="#a9cbe8" strokeWidth="40" fill="none" />
      <path d="M120 0v300M0 90h600M380 0 300 300M0 260h600" stroke="#ffffff" strokeWidth="14" />
      <path d="M300 70c-28 0-48 21-48 47 0 36 48 83 48 83s48-47 48-83c0-26-20-47-48-47z" fill="#f29b0b" />
      <circle cx="300" cy="118" r="16" fill="#10385a" />
    </svg>
  );
}
