/** One encoding of the hero's film, as a <source> offers it. */
export interface HeroVideoSource {
  src: string;
  type?: string;
}

const TYPES: Record<string, string> = { webm: "video/webm", mp4: "video/mp4" };

/**
 * HERO_VIDEO_URL as the hero reads it: one or more URLs of the same film, comma-separated, in the
 * order the browser should try them (the first it can play wins). Empty: no film, the poster only.
 */
export function heroVideoSources(value: string | undefined): HeroVideoSource[] {
  return (value ?? "")
    .split(",")
    .map((src) => src.trim())
    .filter((src) => src !== "")
    .map((src) => {
      const type = TYPES[/\.(\w+)(?:[?#]|$)/.exec(src)?.[1]?.toLowerCase() ?? ""];
      return type ? { src, type } : { src };
    });
}
