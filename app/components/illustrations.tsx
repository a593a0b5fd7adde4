import type { ServiceSlug } from "~/content/service-index";

/** Flat brand-palette illustrations, drawn inline: no image requests, no layout shift. */
const C = { navy: "#10385a", blue: "#2a6fa8", light: "#a9cbe8", pale: "#eef5fb", amber: "#f29b0b", white: "#ffffff", box: "#d9a35b", boxDark: "#b9803a" };

export type IllustrationKind = "van" | "boxes" | "cleaning" | "storage" | "carry" | "window" | "office" | "tools";

function Van() {
  return (
    <g>
      <rect x="0" y="150" width="400" height="50" fill={C.pale} />
      <rect x="60" y="70" width="190" height="90" rx="8" fill={C.blue} />
      <path d="M250 95h55l35 35v30H250z" fill={C.navy} />
      <path d="M262 105h38l24 24h-62z" fill={C.light} />
      <rect x="80" y="88" width="120" height="14" rx="7" fill={C.amber} />
      <circle cx="110" cy="162" r="20" fill={C.navy} />
      <circle cx="110" cy="162" r="8" fill={C.light} />
      <circle cx="290" cy="162" r="20" fill={C.navy} />
      <circle cx="290" cy="162" r="8" fill={C.light} />
    </g>
  );
}

function Box({ x, y, w, h }: { x: number; y: number; w: number; h: number }) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx="4" fill={C.box} />
      <rect x={x + w / 2 - 8} y={y} width="16" height={h} fill={C.boxDark} opacity="0.5" />
      <rect x={x + 10} y={y + h - 22} width={w / 3} height="10" rx="2" fill={C.white} opacity="0.8" />
    </g>
  );
}

function Boxes() {
  return (
    <g>
      <rect x="0" y="170" width="400" height="30" fill={C.pale} />
      <Box x={90} y={100} w={110} h={72} />
      <Box x={205} y={115} w={95} h={57} />
      <Box x={130} y={40} w={90} h={60} />
      <path d="M300 60l30-30M318 30h12v12" stroke={C.amber} strokeWidth="8" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </g>
  );
}

function Cleaning() {
  return (
    <g>
      <rect x="0" y="170" width="400" height="30" fill={C.pale} />
      <path d="M150 90h60l10 80h-80z" fill={C.blue} />
      <rect x="160" y="70" width="40" height="22" rx="4" fill={C.navy} />
      <path d="M200 76h30l8 10h-38z" fill={C.navy} />
      <rect x="240" y="120" width="70" height="50" rx="6" fill={C.light} />
      <path d="M240 120q35-30 70 0" stroke={C.navy} strokeWidth="6" fill="none" />
      {[
        [110, 60],
        [280, 70],
        [320, 40],
      ].map(([cx, cy]) => (
        <path key={`${cx}-${cy}`} d={`M${cx} ${cy! - 14}l4 10 10 4-10 4-4 10-4-10-10-4 10-4z`} fill={C.amber} />
      ))}
    </g>
  );
}

function Storage() {
  return (
    <g>
      <rect x="0" y="170" width="400" height="30" fill={C.pale} />
      <path d="M90 80l110-50 110 50v90H90z" fill={C.navy} />
      <rect x="130" y="100" width="140" height="70" fill={C.light} />
      {[0, 1, 2, 3].map((row) => (
        <rect key={row} x="130" y={100 + row * 17} width="140" height="3" fill={C.blue} />
      ))}
      <circle cx="200" cy="62" r="10" fill={C.amber} />
    </g>
  );
}

function Carry() {
  return (
    <g>
      <rect x="0" y="170" width="400" height="30" fill={C.pale} />
      <circle cx="150" cy="55" r="18" fill={C.navy} />
      <rect x="132" y="76" width="36" height="60" rx="12" fill={C.blue} />
      <rect x="136" y="134" width="12" height="38" fill={C.navy} />
      <rect x="152" y="134" width="12" height="38" fill={C.navy} />
      <circle cx="260" cy="55" r="18" fill={C.navy} />
      <rect x="242" y="76" width="36" height="60" rx="12" fill={C.blue} />
      <rect x="246" y="134" width="12" height="38" fill={C.navy} />
      <rect x="262" y="134" width="12" height="38" fill={C.navy} />
      <rect x="160" y="88" width="90" height="34" rx="6" fill={C.amber} />
    </g>
  );
}

function WindowPane() {
  return (
    <g>
      <rect x="110" y="30" width="180" height="140" rx="6" fill={C.navy} />
      <rect x="122" y="42" width="74" height="116" fill={C.light} />
      <rect x="204" y="42" width="74" height="116" fill={C.light} />
      <path d="M130 70l30-20M214 100l40-30M140 120l20-14" stroke={C.white} strokeWidth="6" strokeLinecap="round" />
      <path d="M300 40l5 12 12 5-12 5-5 12-5-12-12-5 12-5z" fill={C.amber} />
    </g>
  );
}

function Office() {
  return (
    <g>
      <rect x="0" y="170" width="400" height="30" fill={C.pale} />
      <rect x="90" y="110" width="220" height="12" rx="3" fill={C.navy} />
      <rect x="100" y="122" width="10" height="48" fill={C.navy} />
      <rect x="290" y="122" width="10" height="48" fill={C.navy} />
      <rect x="150" y="60" width="90" height="52" rx="4" fill={C.blue} />
      <rect x="158" y="68" width="74" height="36" fill={C.light} />
      <Box x={255} y={72} w={48} h={38} />
    </g>
  );
}

function Tools() {
  return (
    <g>
      <rect x="0" y="170" width="400" height="30" fill={C.pale} />
      <rect x="110" y="60" width="130" height="110" rx="6" fill={C.blue} />
      <rect x="122" y="74" width="106" height="40" fill={C.light} />
      <rect x="122" y="120" width="106" height="40" fill={C.light} />
      <path d="M270 60l50 50-14 14-50-50z" fill={C.navy} />
      <circle cx="268" cy="58" r="14" fill={C.amber} />
    </g>
  );
}

const drawings: Record<IllustrationKind, () => JSX.Element> = { van: Van, boxes: Boxes, cleaning: Cleaning, storage: Storage, carry: Carry, window: WindowPane, office: Office, tools: Tools };

const serviceKinds: Record<ServiceSlug, IllustrationKind> = {
  bohagsflytt: "van",
  foretagsflytt: "office",
  kontorsflytt: "office",
  flyttstadning: "cleaning",
  packning: "boxes",
  magasinering: "storage",
  barhjalp: "carry",
  mobelmontering: "tools",
  kassaskapsflytt: "carry",
  vindsrojning: "boxes",
  "plan-och-flytt": "boxes",
  evakueringsflytt: "storage",
  bortforsling: "van",
  bemanning: "carry",
  langdistansflytt: "van",
  studentflytt: "boxes",
};

export function Illustration({ kind, className, label }: { kind: IllustrationKind; className?: string; label?: string }) {
  const Drawing = drawings[kind];
  return (
    <svg viewBox="0 0 400 200" width="400" height="200" className={className} preserveAspectRatio="xMidYMid meet" {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })} focusable="false">
      <Drawing />
    </svg>
  );
}

export function ServiceIllustration({ slug, className }: { slug: ServiceSlug; className?: string }) {
  return <Illustration kind={serviceKinds[slug]} className={className} />;
}
