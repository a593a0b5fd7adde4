import { placeholder } from "~/shared/placeholder";

export const HERO_FILM_FILE = "app/content/hero-film.ts";

/**
 * The home page's hero film as wrangler.toml's HERO_VIDEO_URL names it in every environment (a
 * test holds the two equal): the film scripts/build/render-hero-film.ts draws from the poster, a
 * stand-in for the company's own. No page reads this record; it marks the film for the list of
 * what to replace before launch.
 */
export const heroFilmFacts = {
  film: placeholder("/media/hero.webm,/media/hero.mp4"),
};
