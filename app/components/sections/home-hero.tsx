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
 * The film, drawn into a canvas from a video element kept out of the page: Chrome counts a playing
 * <video> as the page's largest paint (at the moment its first frame shows, long after the page's
 * own), never a canvas, so the poster the stylesheet paints stays the largest paint. A visible
 * button pauses it and plays it again.
 */
function HeroFilm({ sources }: { sources: HeroVideoSource[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [film, setFilm] = useState<HTMLVideoElement>();
  const [paused, setPaused] = useState(false);
  const urls = sources.map((source) => source.src).join();
  useEffect(() => {
    const video = document.createElement("video");
    const target = canvas.current!;
    const context = target.getContext("2d");
    let frame = 0;
    let shown = -1;
    const paint = () => {
      if (video.readyState >= 2 && video.currentTime !== shown) {
        shown = video.currentTime;
        if (target.width !== video.videoWidth) [target.width, target.height] = [video.videoWidth, video.videoHeight];
        context?.drawImage(video, 0, 0);
      }
      frame = requestAnimationFrame(paint);
    };
    video.muted = video.loop = video.playsInline = true;
    video.onplay = () => {
      setPaused(false);
      frame = requestAnimationFrame(paint);
    };
    video.onpause = () => {
      setPaused(true);
      cancelAnimationFrame(frame);
    };
    video.src = (sources.find((source) => !source.type || video.canPlayType(source.type)) ?? sources[0]!).src;
    video.play().catch(() => setPaused(true));
    setFilm(video);
    return () => {
      video.onplay = video.onpause = null;
      cancelAnimationFrame(frame);
      video.pause();
      video.removeAttribute("src");
      video.load();
    };
    // The sources change only with their URLs; a new array from a revalidation must not restart the film.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urls]);
  return (
    <>
      {/* Under the shading and the text, over the section's own background (the section isolates it). */}
      <canvas ref={canvas} className="absolute inset-0 -z-10 h-full w-full object-cover" aria-hidden="true" />
      <button
        type="button"
        className="absolute top-4 right-4 inline-flex items-center gap-2 rounded-full border border-white/40 bg-brand-900/80 px-4 py-2 text-sm font-semibold text-white focus-visible:outline-3"
        onClick={() => void (paused ? film?.play() : film?.pause())}
      >
        <svg viewBox="0 0 12 12" className="size-3" fill="currentColor" aria-hidden="true">
          <path d={paused ? "M2 1l9 5-9 5z" : "M2 1h3v10H2zm5 0h3v10H7z"} />
        </svg>
        {paused ? "Spela filmen" : "Pausa filmen"}
      </button>
    </>
  );
}

/**
 * Full-screen hero: the poster always (the stylesheet paints it, and it is the film's first
 * frame); the muted looping film (HERO_VIDEO_URL) only when one is configured, JavaScript runs,
 * the page has finished loading, and the visitor neither saves data, nor is on a slow connection,
 * nor asks for reduced motion.
 */
export function HomeHero({ videoSources }: { videoSources: HeroVideoSource[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [dataAllowed, setDataAllowed] = useState(false);
  // Decided after hydration and after the load event, so the film never competes with the page's
  // own files, and is never fetched for a visitor who saves data.
  useEffect(() => {
    const decide = () => setDataAllowed(connectionAllowsFilm());
    if (document.readyState === "complete") return decide();
    window.addEventListener("load", decide, { once: true });
    return () => window.removeEventListener("load", decide);
  }, []);

  return (
    <section
      className="hero-poster relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden text-white lg:min-h-[calc(100svh-5rem)]"
      aria-labelledby="hero-rubrik"
    >
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
      {dataAllowed && videoSources.length > 0 && !reducedMotion && <HeroFilm sources={videoSources} />}
    </section>
  );
}
