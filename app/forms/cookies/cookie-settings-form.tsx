import { useActionData, useLocation } from "@remix-run/react";
import { cookieCategories } from "~/content/cookie-policy";
import { COOKIE_FORM_ACTION, type CookieConsent } from "~/shared/cookie-consent";
import { sentForm, sentHref } from "~/shared/sent-url";
import { Button } from "~/ui/button";
import { FormAlert } from "~/ui/forms";
import type { FormActionData } from "~/forms/kit/client-action";
import { useValidatedForm } from "~/forms/kit/use-validated-form";

const COOKIE_SETTINGS_SAVED = "cookie-installningar";
const COOKIE_CHOICE_CLEARED = "cookie-rensat";

const settingsPath = "/cookies#installningar";

/**
 * The four categories (necessary always on) posting intent=save to /cookies, and 'Ta bort mitt val'
 * posting intent=clear, so the banner asks again. Plain forms: they work without JavaScript.
 */
export function CookieSettingsForm({ consent = null }: { consent?: CookieConsent | null }) {
  const location = useLocation();
  const sent = sentForm(location.search);
  const serverData = useActionData<FormActionData>();
  const save = useValidatedForm({ id: "cookie-installningar", action: COOKIE_FORM_ACTION, schema: null, serverData });
  const clear = useValidatedForm({ id: "cookie-rensa", action: COOKIE_FORM_ACTION, schema: null });
  return (
    <section
      id="installningar"
      aria-labelledby="installningar-titel"
      className="scroll-mt-24 rounded-card border border-brand-100 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="installningar-titel" className="text-2xl">
        Dina cookieinställningar
      </h2>
      <p className="mt-2 text-muted">
        {consent
          ? `Du gjorde ditt val ${formatChoiceDate(consent.timestamp)}. Ändra det här när du vill.`
          : "Du har inte gjort något val än. Välj vilka cookies du godkänner."}
      </p>
      {sent === COOKIE_SETTINGS_SAVED && (
        <div className="mt-4">
          <FormAlert tone="success">Dina inställningar är sparade.</FormAlert>
        </div>
      )}
      {sent === COOKIE_CHOICE_CLEARED && (
        <div className="mt-4">
          <FormAlert tone="success">Ditt val är borttaget. Du får frågan igen i rutan längst ned.</FormAlert>
        </div>
      )}
      {(save.notice ?? clear.notice) && <div className="mt-4">{save.notice ?? clear.notice}</div>}
      <save.Form key={consent?.timestamp ?? "inget-val"} {...save.formProps} className="mt-6 space-y-4">
        <input type="hidden" name="returnTo" value={sentHref(settingsPath, COOKIE_SETTINGS_SAVED)} />
        {cookieCategories.map((category) => {
          const necessary = category.id === "necessary";
          const inputId = `cookie-${category.id}`;
          return (
            <div key={category.id} className="flex items-start gap-3 rounded-lg border border-slate-200 p-4">
              <input
                type="checkbox"
                id={inputId}
                name={necessary ? undefined : category.id}
                defaultChecked={necessary || consent?.[category.id] === true}
                disabled={necessary}
                aria-describedby={`${inputId}-beskrivning`}
                className="mt-1 size-5 shrink-0 accent-brand-700"
              />
              <div>
                <label htmlFor={inputId} className="font-semibold text-ink">
                  {category.title}
                  {necessary && <span className="font-normal text-muted"> (alltid på)</span>}
                </label>
                <p id={`${inputId}-beskrivning`} className="text-sm text-muted">
                  {category.description}
                </p>
              </div>
            </div>
          );
        })}
        <Button type="submit" name="intent" value="save" disabled={save.pending}>
          Spara inställningar
        </Button>
      </save.Form>
      <clear.Form {...clear.formProps} className="mt-6 border-t border-slate-200 pt-6">
        <input type="hidden" name="returnTo" value={sentHref(settingsPath, COOKIE_CHOICE_CLEARED)} />
        <p className="mb-3 text-muted">Vill du börja om? Då tar vi bort ditt sparade val och frågar igen.</p>
        <Button type="submit" name="intent" value="clear" variant="secondary" disabled={clear.pending}>
          Ta bort mitt val
        </Button>
      </clear.Form>
    </section>
  );
}

function formatChoiceDate(timestamp: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return "tidigare";
  return `den ${new Intl.DateTimeFormat("sv-SE", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Stockholm" }).format(date)}`;
}
