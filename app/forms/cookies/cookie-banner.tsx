import { useLocation } from "@remix-run/react";
import { useValidatedForm } from "~/forms/kit/use-validated-form";
import { COOKIE_FORM_ACTION } from "~/shared/cookie-consent";
import { buttonClasses } from "~/ui/button";

/**
 * Bottom bar shown until the visitor has chosen; a plain form post, so it works without
 * JavaScript. With it the choice is posted in place (the page stays) and survives a bad network.
 */
export function CookieBanner() {
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  const form = useValidatedForm({ id: "cookie-banner", action: COOKIE_FORM_ACTION, schema: null });
  return (
    <section
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-brand-100 bg-white p-4 shadow-[0_-8px_24px_rgba(0,0,0,0.08)]"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 id="cookie-banner-title" className="text-lg">
            Vi använder cookies
          </h2>
          <p className="text-sm text-muted">
            Nödvändiga cookies gör att webbplatsen fungerar. Andra använder vi bara om du säger ja.{" "}
            <a href="/cookies" className="underline">
              Läs mer om cookies
            </a>
          </p>
        </div>
        <form.Form {...form.formProps} className="flex flex-wrap items-center gap-2">
          <input type="hidden" name="returnTo" value={returnTo} />
          <button type="submit" name="intent" value="accept-all" className={buttonClasses("primary", "sm")}>
            Acceptera alla
          </button>
          <button type="submit" name="intent" value="reject-all" className={buttonClasses("secondary", "sm")}>
            Avvisa alla
          </button>
          <a href="/cookies#installningar" className={buttonClasses("ghost", "sm")}>
            Inställningar
          </a>
          {form.pending && (
            <span role="status" className="text-sm text-muted">
              Sparar ditt val …
            </span>
          )}
        </form.Form>
        {form.notice && <div className="text-sm lg:max-w-md">{form.notice}</div>}
      </div>
    </section>
  );
}
