import { useEffect, useRef, useState } from "react";
import { companyRating, telHref } from "~/shared/company";
import type { HeroVideoSource } from "~/shared/hero-video";
import { DialogLink } from "~/ui/dialog-link";
import { buttonClasses } from "~/ui/button";
import { PhoneIcon, StarIcon } from "~/ui/icons";
import { usePrefersReducedMotion } from "./use-motion";

/** What the page can read of the visitor's connection, where the browser tells it (navigator.connection). */
type Connection = { saveData?: boolean; effectiveType?: string };

/** The film costs the visitor nothing only on a connection that neither saves data nor is slow. */
function connectionAllowsFilm(): boolean {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  return !connection?.saveData && !["slow-2g", "2g", "3g"].includes(connection?.effectiveType ?? "");
}

/**
 * Full-screen hero: the poster always (the stylesheet paints it, and it is the film's first
 * frame); the muted looping film (HERO_VIDEO_URL) only when one is configured, JavaScript runs,
 * the page has finished loading, and the visitor neither saves data, nor is on a slow connection,
 * nor asks for reduced motion. A visible button pauses it.
 */
export function HomeHero({ videoSources }: { videoSources: HeroVideoSource[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [dataAllowed, setDataAllowed] = useState(false);
  const [paused, setPaused] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  // Decided after hydration and after the load event, so the film never competes with the page's
  // own files, and is never fetched for a visitor who saves data.
  useEffect(() => {
    const decide = () => setDataAllowed(connectionAllowsFilm());
    if (document.readyState === "complete") return decide();
    window.addEventListener("load", decide, { once: true });
    return () => window.removeEventListener("load", decide);
  }, []);
  const playVideo = dataAllowed && videoSources.length > 0 && !reducedMotion;

  return (
    <section
      className="hero-poster relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden text-white lg:min-h-[calc(100svh-5rem)]"
      aria-labelledby="hero-rubrik"
    >
      {playVideo && (
        <video
          ref={video}
          className="absolute inset-0 h-full w-full object-cover"
          autoPlay
          muted
          loop
          playsInline
          aria-hidden="true"
          onPlay={() => setPaused(false)}
          onPause={() => setPaused(true)}
        >
          {videoSources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
        </video>
      )}
      <div className="absolute inset-0 bg-gradient-to-r from-brand-900/95 via-brand-900/80 to-brand-900/10" aria-hidden="true" />
      <div className="relative mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        {companyRating && (
          <a
            href={companyRating.url}
            rel="noopener"
            className="mb-4 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-white"
          >
            <StarIcon className="size-4 text-accent-400" /> {companyRating.text}
          </a>
        )}
        <h1 id="hero-rubrik" className="max-w-2xl text-4xl text-white sm:text-6xl">
          Flytt och städning utan krångel – i hela Sverige
        </h1>
        <p className="mt-5 max-w-xl text-lg text-brand-100 sm:text-xl">
          Vi packar, bär, kör och städar. Försäkrat gods, 100 % nöjd-kund-garanti och svar inom 24 timmar.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <DialogLink dialog="offert" className={buttonClasses("accent", "lg")}>
            Få prisförslag
          </DialogLink>
          <a href={telHref} className={buttonClasses("inverse", "lg")}>
            <PhoneIcon className="size-5" /> Ring oss
          </a>
        </div>
        <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-brand-100">
          <li>✓ Försäkrat gods</li>
          <li>✓ Kostnadsfri besiktning</li>
          <li>✓ RUT-avdrag upp till 50 %</li>
        </ul>
      </div>
      {playVideo && (
        <button
          type="button"
          className="absolute right-4 bottom-4 inline-flex items-center gap-2 rounded-full bg-brand-900/80 px-4 py-2 text-sm font-semibold text-white focus-visible:outline-3"
          onClick={() => (paused ? video.current?.play() : video.current?.pause())}
        >
          <svg viewBox="0 0 12 12" className="size-3" fill="currentColor" aria-hidden="true">
            <path d={paused ? "M2 1l9 5-9 5z" : "M2 1h3v10H2zm5 0h3v10H7z"} />
          </svg>
          {paused ? "Spela filmen" : "Pausa filmen"}
        </button>
      )}
    </section>
  );
}
