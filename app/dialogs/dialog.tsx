import { Link, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { closeDialogHref } from "~/shared/dialogs";
import { cn } from "~/shared/cn";
import { CloseIcon } from "~/ui/icons";

interface DialogProps {
  /** Id of the element that names the dialog (its heading). */
  titleId: string;
  children: ReactNode;
  className?: string;
  /** Label of the close link, read by screen readers. */
  closeLabel?: string;
}

/**
 * A dialog rendered open by the server when the URL asks for it, first in the page (read before
 * the page behind it) and not said to be modal, which it is not until a script makes it so (no
 * aria-modal: showModal makes it modal itself). Closing is a link, so it works without JavaScript; with JavaScript it becomes a modal <dialog> (focus kept inside, background
 * inert), closes on Escape, backdrop click and the close button, and returns focus to the trigger.
 */
export function Dialog({ titleId, children, className, closeLabel = "Stäng" }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const closeHref = closeDialogHref(location);
  const closeHrefRef = useRef(closeHref);
  closeHrefRef.current = closeHref;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const trigger = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog.open) dialog.close();
    dialog.showModal();
    const close = () => navigate(closeHrefRef.current, { replace: false, preventScrollReset: true });
    const onCancel = (event: Event) => {
      event.preventDefault();
      close();
    };
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) close();
    };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("click", onClick);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("click", onClick);
      if (dialog.open) dialog.close();
      trigger?.focus();
    };
  }, [navigate]);

  return (
    <dialog
      ref={ref}
      open
      aria-labelledby={titleId}
      className={cn(
        "fixed inset-0 z-[60] m-0 h-full max-h-none w-full max-w-none overflow-y-auto bg-ink/60 p-0 backdrop:bg-ink/60 sm:p-6",
        className,
      )}
    >
      <div className="relative mx-auto min-h-full w-full bg-white shadow-2xl sm:min-h-0 sm:max-w-2xl sm:rounded-card">
        <Link
          to={closeHref}
          preventScrollReset
          replace
          className="absolute top-3 right-3 z-10 flex size-11 items-center justify-center rounded-full bg-white text-ink shadow-md hover:bg-surface"
          aria-label={closeLabel}
        >
          <CloseIcon />
        </Link>
        {children}
      </div>
    </dialog>
  );
}
