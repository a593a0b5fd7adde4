import { company, mailtoHref, openingHoursText, telHref } from "~/shared/company";
import { PhoneIcon } from "~/ui/icons";
import { buttonClasses } from "~/ui/button";

/** 'Ring oss': the phone number, e-mail and opening hours in one box. */
export function CallUsBox({ title = "Hittar du inte svaret?" }: { title?: string }) {
  return (
    <aside className="rounded-card bg-brand-800 p-6 text-white sm:p-8" aria-label="Ring oss">
      <h2 className="text-2xl text-white">{title}</h2>
      <p className="mt-2 text-brand-100">Ring oss så svarar vi direkt, eller mejla så hör vi av oss inom 24 timmar.</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <a href={telHref} className={buttonClasses("accent", "lg")}>
          <PhoneIcon className="size-5" /> Ring {company.phoneDisplay}
        </a>
        <a href={mailtoHref} className={buttonClasses("inverse", "lg")}>
          Mejla oss
        </a>
      </div>
      <p className="mt-4 text-sm text-brand-100">
        {company.openingHours.map((entry) => `${entry.label} ${openingHoursText(entry)}`).join(" · ")}
      </p>
    </aside>
  );
}
