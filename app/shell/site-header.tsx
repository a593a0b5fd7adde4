import { Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { company, telHref } from "~/shared/company";
import { cn } from "~/shared/cn";
import { buttonClasses } from "~/ui/button";
import { ChevronDownIcon, CloseIcon, MenuIcon, PhoneIcon } from "~/ui/icons";
import { Logo } from "./logo";

const mainLinks = [
  { to: "/", label: "Hem" },
  { to: "/om-oss", label: "Om oss" },
  { to: "/jobba-hos-oss", label: "Jobba hos oss" },
  { to: "/kontakt", label: "Kontakt" },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-lg px-3 py-2 font-medium text-ink no-underline hover:bg-brand-50 hover:text-brand-800",
    isActive && "text-brand-700 underline decoration-2 underline-offset-8",
  );

/** A service in the Tjänster menu. */
interface NavService {
  slug: string;
  name: string;
  short: string;
}

/**
 * Header with the Tjänster dropdown and the phone menu, both plain <details> so they work without
 * JavaScript. The services come from the root loader with the page, not with the page's code.
 */
export function SiteHeader({ services }: { services: readonly NavService[] }) {
  const location = useLocation();
  const headerRef = useRef<HTMLElement>(null);

  // With JavaScript, close any open menu once the visitor has navigated.
  useEffect(() => {
    headerRef.current?.querySelectorAll("details[open]").forEach((details) => details.removeAttribute("open"));
  }, [location.pathname, location.search]);

  // With JavaScript a menu also closes on Escape and on a click outside it, as menus do; Escape
  // returns focus to the menu's button, and so does a click outside when focus was in the menu.
  useEffect(() => {
    const openMenus = () => Array.from(headerRef.current?.querySelectorAll<HTMLDetailsElement>("details[open]") ?? []);
    const close = (details: HTMLDetailsElement, refocus: boolean) => {
      const hadFocus = details.contains(document.activeElement);
      details.removeAttribute("open");
      if (refocus || hadFocus) details.querySelector("summary")?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      for (const details of openMenus()) close(details, true);
    };
    const onPointerDown = (event: PointerEvent) => {
      for (const details of openMenus()) if (!details.contains(event.target as Node)) close(details, false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, []);

  return (
    <header ref={headerRef} className="sticky top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-20 lg:px-8">
        <Link to="/" className="no-underline" aria-label={`${company.name}, till startsidan`}>
          <Logo />
        </Link>

        <nav aria-label="Huvudmeny" className="hidden items-center gap-1 lg:flex">
          <NavLink to="/" end className={navLinkClass}>
            Hem
          </NavLink>
          <details className="group relative">
            <summary className="flex list-none items-center gap-1 rounded-lg px-3 py-2 font-medium text-ink hover:bg-brand-50">
              Tjänster
              <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
            </summary>
            <div className="absolute left-1/2 mt-2 w-[36rem] -translate-x-1/2 rounded-card border border-brand-100 bg-white p-4 shadow-xl">
              <ul className="grid grid-cols-2 gap-1">
                {services.map((service) => (
                  <li key={service.slug}>
                    <Link to={`/tjanster/${service.slug}`} className="block rounded-lg px-3 py-2 no-underline hover:bg-brand-50">
                      <span className="block font-semibold text-brand-900">{service.name}</span>
                      <span className="block text-sm text-muted">{service.short}</span>
                    </Link>
                  </li>
                ))}
              </ul>
              <Link to="/tjanster" className="mt-3 block rounded-lg bg-surface px-3 py-2 text-center font-semibold no-underline">
                Alla tjänster
              </Link>
            </div>
          </details>
          {mainLinks.slice(1).map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
          <NavLink to="/cookies" className={navLinkClass}>
            Cookies
          </NavLink>
          <Link to="/offert" className={buttonClasses("accent", "md", "ml-2")}>
            Få offert
          </Link>
        </nav>

        <div className="flex items-center gap-2 lg:hidden">
          <Link to="/offert" className={buttonClasses("accent", "sm")}>
            Få offert
          </Link>
          <details className="group">
            <summary
              className="flex size-11 list-none items-center justify-center rounded-lg border border-brand-200 text-brand-900"
              aria-label="Meny"
            >
              <MenuIcon className="group-open:hidden" />
              <CloseIcon className="hidden group-open:block" />
            </summary>
            <nav
              aria-label="Mobilmeny"
              className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-brand-100 bg-white px-4 pb-8 shadow-xl"
            >
              <ul className="divide-y divide-brand-50">
                {mainLinks.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="block py-3 text-lg font-medium text-ink no-underline">
                      {link.label}
                    </Link>
                  </li>
                ))}
                <li>
                  <Link to="/tjanster" className="block py-3 text-lg font-medium text-ink no-underline">
                    Tjänster
                  </Link>
                  <ul className="grid grid-cols-2 gap-x-4 pb-3">
                    {services.map((service) => (
                      <li key={service.slug}>
                        <Link to={`/tjanster/${service.slug}`} className="block py-2 text-brand-800 no-underline">
                          {service.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
                <li>
                  <Link to="/cookies" className="block py-3 text-lg font-medium text-ink no-underline">
                    Cookies
                  </Link>
                </li>
              </ul>
              <a href={telHref} className={buttonClasses("primary", "lg", "mt-4 w-full")}>
                <PhoneIcon /> Ring {company.phoneDisplay}
              </a>
              <Link to="/offert" className={buttonClasses("accent", "lg", "mt-3 w-full")}>
                Få offert
              </Link>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
