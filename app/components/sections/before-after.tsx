import type { GalleryItemId } from "~/content/home";

const C = { navy: "#10385a", blue: "#2a6fa8", light: "#a9cbe8", pale: "#eef5fb", amber: "#f29b0b", white: "#ffffff", dirt: "#8a7b62", grime: "#b7ad98" };

function Room({ room }: { room: GalleryItemId }) {
  if (room === "badrum") {
    return (
      <g>
        {Array.from({ length: 6 }, (_, row) => Array.from({ length: 8 }, (_, col) => <rect key={`${row}-${col}`} x={col * 50} y={row * 28} width="48" height="26" fill={C.pale} />))}
        <rect x="0" y="170" width="400" height="70" fill={C.light} />
        <rect x="140" y="110" width="120" height="40" rx="18" fill={C.white} stroke={C.blue} strokeWidth="4" />
        <rect x="190" y="150" width="20" height="40" fill={C.white} stroke={C.blue} strokeWidth="4" />
        <rect x="160" y="30" width="80" height="60" rx="6" fill={C.light} stroke={C.navy} strokeWidth="4" />
        <circle cx="200" cy="210" r="10" fill={C.navy} />
      </g>
    );
  }
  if (room === "kok") {
    return (
      <g>
        <rect x="0" y="0" width="400" height="240" fill={C.pale} />
        <rect x="0" y="150" width="400" height="90" fill={C.navy} />
        <rect x="20" y="158" width="110" height="72" rx="4" fill={C.blue} />
        <rect x="145" y="158" width="110" height="72" rx="4" fill={C.white} stroke={C.blue} strokeWidth="3" />
        <rect x="160" y="175" width="80" height="40" rx="3" fill={C.light} />
        <rect x="270" y="158" width="110" height="72" rx="4" fill={C.blue} />
        <path d="M150 40h100l20 50H130z" fill={C.blue} />
        <rect x="175" y="90" width="50" height="10" fill={C.navy} />
        <rect x="20" y="30" width="90" height="70" rx="4" fill={C.light} />
        <rect x="290" y="30" width="90" height="70" rx="4" fill={C.light} />
      </g>
    );
  }
  return (
    <g>
      <rect x="0" y="0" width="400" height="240" fill={C.pale} />
      <rect x="0" y="180" width="400" height="60" fill={C.light} />
      <rect x="60" y="120" width="280" height="12" rx="3" fill={C.navy} />
      <rect x="75" y="132" width="10" height="50" fill={C.navy} />
      <rect x="315" y="132" width="10" height="50" fill={C.navy} />
      <rect x="150" y="70" width="100" height="52" rx="4" fill={C.blue} />
      <rect x="158" y="78" width="84" height="36" fill={C.light} />
      <rect x="40" y="20" width="120" height="70" rx="4" fill={C.white} stroke={C.blue} strokeWidth="3" />
      <rect x="280" y="150" width="30" height="32" rx="3" fill={C.blue} />
    </g>
  );
}

function Dirt() {
  return (
    <g fill={C.dirt} opacity="0.55">
      <ellipse cx="80" cy="60" rx="30" ry="14" />
      <ellipse cx="300" cy="90" rx="40" ry="16" />
      <ellipse cx="210" cy="205" rx="60" ry="14" fill={C.grime} />
      <ellipse cx="120" cy="190" rx="26" ry="10" />
      <ellipse cx="330" cy="200" rx="22" ry="9" />
      <path d="M30 30l40 20M250 40l30 15M350 130l20-15" stroke={C.dirt} strokeWidth="5" strokeLinecap="round" />
    </g>
  );
}

function Shine() {
  return (
    <g fill={C.amber}>
      {[
        [70, 50],
        [320, 60],
        [230, 200],
        [110, 170],
      ].map(([x, y]) => (
        <path key={`${x}-${y}`} d={`M${x} ${y! - 14}l4 10 10 4-10 4-4 10-4-10-10-4 10-4z`} />
      ))}
    </g>
  );
}

/** A before or after picture of a room, drawn in the brand's flat style. */
export function BeforeAfterPicture({ room, state, label }: { room: GalleryItemId; state: "before" | "after"; label: string }) {
  return (
    <svg viewBox="0 0 400 240" width="400" height="240" role="img" aria-label={label} className="h-auto w-full rounded-xl" focusable="false">
      <Room room={room} />
      {state === "before" ? <Dirt /> : <Shine />}
    </svg>
  );
}
