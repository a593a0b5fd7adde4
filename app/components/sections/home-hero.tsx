import { useEffect, useState } from "react";
import { companyRating, telHref } from "~/shared/company";
import { DialogLink } from "~/ui/dialog-link";
import { buttonClasses } from "~/ui/button";
import { PhoneIcon, StarIcon } from "~/ui/icons";
import { usePrefersReducedMotion } from "./use-motion";

/**
 * Full-screen hero: the poster always; a muted looping MP4 (HERO_VIDEO_URL) only when one is
 * configured, JavaScript runs, and the visitor neither asks to save data nor for reduced motion.
 */
export function HomeHero({ videoUrl }: { videoUrl: string | null }) {
  const reducedMotion = usePrefersReducedMotion();
  const [dataAllowed, setDataAllowed] = useState(false);
  // Rendered only after hydration, so no video is ever fetched for a visitor who asks to save data.
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    setDataAllowed(!connection?.saveData);
  }, []);
  const playVideo = dataAllowed && videoUrl !== null && !reducedMotion;

  return (
    <section
      className="hero-poster relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden text-white lg:min-h-[calc(100svh-5rem)]"
      aria-labelledby="hero-rubrik"
    >
      {playVideo && (
        <video className="absolute inset-0 h-full w-full object-cover" autoPlay muted loop playsInline aria-hidden="true">
          <source src={videoUrl!} type="video/mp4" />
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
    </section>
  );
}
