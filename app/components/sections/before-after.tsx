import badrumEfter from "~/assets/gallery/badrum-efter.svg";
import badrumFore from "~/assets/gallery/badrum-fore.svg";
import kokEfter from "~/assets/gallery/kok-efter.svg";
import kokFore from "~/assets/gallery/kok-fore.svg";
import lokalerEfter from "~/assets/gallery/lokaler-efter.svg";
import lokalerFore from "~/assets/gallery/lokaler-fore.svg";
import type { GalleryItemId } from "~/content/home";

/** Before and after pictures of each room (app/assets/gallery, 400 × 240), drawn in the brand's flat style. */
const pictures: Record<GalleryItemId, Record<"before" | "after", string>> = {
  badrum: { before: badrumFore, after: badrumEfter },
  kok: { before: kokFore, after: kokEfter },
  lokaler: { before: lokalerFore, after: lokalerEfter },
};

export function BeforeAfterPicture({ room, state, label }: { room: GalleryItemId; state: "before" | "after"; label: string }) {
  return (
    <img
      src={pictures[room][state]}
      width={400}
      height={240}
      alt={label}
      loading="lazy"
      decoding="async"
      className="h-auto w-full rounded-xl"
    />
  );
}
