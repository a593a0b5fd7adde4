/**
 * The home page's hero as a drawing over time: `heroFrame(0)` is, character for character, the
 * poster in app/styles/app.css (a test holds them equal), and every later frame adds to it only
 * what moves, so the film starts on the picture the visitor already sees. Over one loop the van
 * pulls away to the right, comes round again from the left and parks where it stood; a few windows
 * light up and go dark; the sun's glow swells and fades. Everything is back where it began at the
 * loop's end, so the loop has no seam.
 */

/** The film's length in seconds and frames per second. */
export const FILM_SECONDS = 8;
export const FILM_FPS = 25;
/** The drawing's own size (its viewBox), and the film's: 1280 wide, the drawing's shape rounded to an even height. */
export const DRAWING = { width: 1440, height: 800 } as const;
export const FILM = { width: 1280, height: 712 } as const;

/** Where the van stands in the poster, and where it leaves and re-enters the picture. */
const VAN_PARKED_X = 820;
const VAN_LENGTH = 512;
const VAN_Y = 520;
/** The van drives from DRIVE_START to DRIVE_END seconds; parked before and after. */
const DRIVE_START = 1.2;
const DRIVE_END = 6.6;

/** Windows of the poster's window pattern (column, row) that light up, with when each comes on and goes off. */
const LIT_WINDOWS: ReadonlyArray<{ column: number; row: number; on: number; off: number }> = [
  { column: 1, row: 0, on: 0.6, off: 5.4 },
  { column: 4, row: 1, on: 1.3, off: 6.2 },
  { column: 6, row: 0, on: 2.0, off: 6.9 },
  { column: 9, row: 1, on: 2.6, off: 7.2 },
  { column: 11, row: 0, on: 1.7, off: 5.9 },
];
const WINDOW_FADE = 0.6;

/** Smooth 0 → 1 (and flat at both ends), for starting and stopping without a jolt. */
const ease = (x: number) => {
  const clamped = Math.min(1, Math.max(0, x));
  return clamped * clamped * (3 - 2 * clamped);
};
const fixed = (value: number) => Number(value.toFixed(2)).toString();

/** The van's left edge at time t: one eased trip of the street's length plus the way round, wrapped. */
function vanX(t: number): number {
  const progress = ease((t - DRIVE_START) / (DRIVE_END - DRIVE_START));
  const lap = DRAWING.width + VAN_LENGTH;
  const travelled = progress * lap;
  const x = VAN_PARKED_X + travelled;
  return x > DRAWING.width ? x - lap : x;
}

/** A slight bounce of the van's body while it moves (its wheels stay on the road). */
function vanBounce(t: number): number {
  if (t <= DRIVE_START || t >= DRIVE_END) return 0;
  const moving = Math.sin((Math.PI * (t - DRIVE_START)) / (DRIVE_END - DRIVE_START));
  return -1.5 * moving * Math.abs(Math.sin(t * 11));
}

function windowLight(t: number, on: number, off: number): number {
  return Math.min(ease((t - on) / WINDOW_FADE), 1 - ease((t - off) / WINDOW_FADE));
}

/** The drawing at `seconds` into the loop, as an SVG document. */
export function heroFrame(seconds: number): string {
  const t = ((seconds % FILM_SECONDS) + FILM_SECONDS) % FILM_SECONDS;
  const glow = 0.3 * Math.sin((Math.PI * t) / FILM_SECONDS) ** 2;
  const lights = LIT_WINDOWS.map(({ column, row, on, off }) => ({ column, row, light: windowLight(t, on, off) })).filter(
    ({ light }) => light > 0.005,
  );
  const x = vanX(t);
  const bounce = vanBounce(t);
  const van =
    x === VAN_PARKED_X && bounce === 0
      ? `<g transform='translate(${VAN_PARKED_X} ${VAN_Y})'>`
      : `<g transform='translate(${fixed(x)} ${VAN_Y})'>`;
  const body = bounce === 0 ? "" : ` transform='translate(0 ${fixed(bounce)})'`;
  return [
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1440 800'>",
    "<defs><linearGradient id='s' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='#0b2840'/><stop offset='1' stop-color='#1d5a8d'/></linearGradient>",
    glow > 0
      ? "<radialGradient id='g'><stop offset='.55' stop-color='#ffc861'/><stop offset='1' stop-color='#ffc861' stop-opacity='0'/></radialGradient>"
      : "",
    "<pattern id='w' x='780' y='360' width='55' height='70' patternUnits='userSpaceOnUse'><rect width='22' height='30' rx='2' fill='#2a6fa8'/></pattern></defs>",
    "<rect width='1440' height='800' fill='url(#s)'/>",
    glow > 0 ? `<circle cx='1180' cy='220' r='150' fill='url(#g)' opacity='${fixed(glow)}'/>` : "",
    "<circle cx='1180' cy='220' r='90' fill='#f29b0b' opacity='.85'/>",
    "<g fill='#164872'><rect x='760' y='330' width='160' height='330'/><rect x='930' y='280' width='140' height='380'/><rect x='1080' y='360' width='180' height='300'/><rect x='1270' y='310' width='170' height='350'/></g>",
    "<rect x='780' y='360' width='660' height='140' fill='url(#w)' opacity='.7'/>",
    ...lights.map(
      ({ column, row, light }) =>
        `<rect x='${780 + 55 * column}' y='${360 + 70 * row}' width='22' height='30' rx='2' fill='#ffd27a' opacity='${fixed(light)}'/>`,
    ),
    "<rect y='650' width='1440' height='150' fill='#0b2840'/>",
    van,
    body ? `<g${body}>` : "",
    "<rect width='330' height='140' rx='12' fill='#fff'/><rect x='30' y='30' width='200' height='22' rx='11' fill='#f29b0b'/><path d='M330 40h90l60 60v40H330z' fill='#a9cbe8'/>",
    body ? "</g>" : "",
    "<circle cx='90' cy='145' r='32' fill='#10385a'/><circle cx='90' cy='145' r='12' fill='#a9cbe8'/><circle cx='400' cy='145' r='32' fill='#10385a'/><circle cx='400' cy='145' r='12' fill='#a9cbe8'/>",
    "</g></svg>",
  ].join("");
}
