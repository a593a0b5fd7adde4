import { company, telHref } from "~/shared/company";
import { PhoneIcon } from "~/ui/icons";

/** 'Ring {phone}' within thumb's reach on every page. */
export function FloatingCallButton() {
  return (
    <a
      href={telHref}
      className="fixed right-4 bottom-4 z-30 inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-3.5 font-semibold text-white no-underline shadow-lg hover:bg-brand-800"
    >
      <PhoneIcon className="size-5" />
      <span>Ring {company.phoneDisplay}</span>
    </a>
  );
}
