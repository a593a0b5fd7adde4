import { company, fullAddress, type Coordinates } from "./company";

/**
 * The map on /kontakt. It is a drawing until the visitor asks for the real one: then the page is
 * asked for again as /kontakt?karta=visa, whose answer embeds OpenStreetMap in a frame and is the
 * only answer whose CSP lets that frame in (a frame added by script to a page whose policy forbids
 * frames would be blocked, so the press always loads a new document).
 */
export const MAP_PAGE = "/kontakt";
export const MAP_PARAM = "karta";
export const MAP_SHOWN = "visa";
/** The id the map has on the page, so the answer scrolls to it. */
export const MAP_ANCHOR = "karta";
/** The only origin a frame may come from, and only on the page with the map shown. */
export const MAP_ORIGIN = "https://www.openstreetmap.org";
export const MAP_COPYRIGHT_URL = `${MAP_ORIGIN}/copyright`;

export const mapShownHref = `${MAP_PAGE}?${MAP_PARAM}=${MAP_SHOWN}#${MAP_ANCHOR}`;

/** Whether a page's address (as rendered) is the contact page with the map shown. */
export function showsMap(url: URL): boolean {
  return url.pathname === MAP_PAGE && url.searchParams.get(MAP_PARAM) === MAP_SHOWN;
}

/** Half the height of the area shown, in degrees of latitude: a few streets around the marker. */
const HALF_SPAN_LATITUDE = 0.004;
/** The area's width to its height on the ground, close to the frame's own shape. */
const GROUND_ASPECT = 2.5;

/** OpenStreetMap's embed with a marker at `location`, in an area a few streets across. */
export function mapEmbedUrl(location: Coordinates): string {
  const { latitude, longitude } = location;
  // A degree of longitude shrinks with the cosine of the latitude.
  const halfSpanLongitude = (HALF_SPAN_LATITUDE * GROUND_ASPECT) / Math.cos((latitude * Math.PI) / 180);
  const round = (degrees: number) => degrees.toFixed(5);
  const bbox = [longitude - halfSpanLongitude, latitude - HALF_SPAN_LATITUDE, longitude + halfSpanLongitude, latitude + HALF_SPAN_LATITUDE]
    .map(round)
    .join(",");
  const query = new URLSearchParams({ bbox, layer: "mapnik", marker: `${round(latitude)},${round(longitude)}` });
  return `${MAP_ORIGIN}/export/embed.html?${query}`;
}

/**
 * OpenStreetMap's own page with a marker at the company, for a larger map than the embed, and the
 * way there: here beside the map rather than with the company's facts, so that only /kontakt,
 * which shows them, carries them.
 */
export const mapUrl = `${MAP_ORIGIN}/?mlat=${company.location.latitude}&mlon=${company.location.longitude}#map=16/${company.location.latitude}/${company.location.longitude}`;
export const directionsUrl = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(fullAddress)}`;
