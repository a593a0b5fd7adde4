import { useEffect, useState } from "react";
import { company, telHref } from "~/lib/company";
import { DialogLink } from "../ui/dialog-link";
import { buttonClasses } from "../ui/button";
import { PhoneIcon, StarIcon } from "../icons";
import { usePrefersReducedMotion } from "./use-motion";

/** The hero's poster: a street with a moving van at dawn, in the brand's flat style. Always shown. */
function HeroPoster() {
  return (
    <svg viewBox="0 0 1440 800" width="1440" height="800" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false" className="absolute inset-0 h-full w-full">
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0b2840" />
          <stop offset="1" stopColor="#1d5a8d" />
        </linearGradient>
        <pattern id="hero-windows" x="780" y="360" width="55" height="70" patternUnits="userSpaceOnUse">
          <rect width="22" height="30" rx="2" fill="#2a6fa8" />
        </pattern>
      </defs>
      <rect width="1440" height="800" fill="url(#hero-sky)" />
      <circle cx="1180" cy="220" r="90" fill="#f29b0b" opacity="0.85" />
      <g fill="#164872">
        <rect x="760" y="330" width="160" height="330" />
        <rect x="930" y="280" width="140" height="380" />
        <rect x="1080" y="360" width="180" height="300" />
        <rect x="1270" y="310" width="170" height="350" />
      </g>
      <rect x="780" y="360" width="660" height="140" fill="url(#hero-windows)" opacity="0.7" />
      <rect y="650" width="1440" height="150" fill="#0b2840" />
      <g transform="translate(820 520)">
        <rect width="330" height="140" rx="12" fill="#ffffff" />
        <rect x="30" y="30" width="200" height="22" rx="11" fill="#f29b0b" />
        <path d="M330 40h90l60 60v40H330z" fill="#a9cbe8" />
        <circle cx="90" cy="145" r="32" fill="#10385a" />
        <circle cx="90" cy="145" r="12" fill="#a9cbe8" />
        <circle cx="400" cy="145" r="32" fill="#10385a" />
        <circle cx="400" cy="145" r="12" fill="#a9cbe8" />
      </g>
    </svg>
  );
}

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
    <section className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden text-white lg:min-h-[calc(100svh-5rem)]" aria-labelledby="hero-rubrik">
      <HeroPoster />
      {playVideo && (
        <video className="absolute inset-0 h-full w-full object-cover" autoPlay muted loop playsInline aria-hidden="true">
          <source src={videoUrl!} type="video/mp4" />
        </video>
      )}
      <div className="absolute inset-0 bg-gradient-to-r from-brand-900/95 via-brand-900/80 to-brand-900/10" aria-hidden="true" />
      <div className="relative mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium">
          <StarIcon className="size-4 text-accent-400" /> {company.rating.value}/5 från {company.rating.customers} nöjda kunder
        </p>
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
