import { useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { DRAFT_MAX_AGE_HOURS, DRAFT_MAX_AGE_MS, DRAFT_TAB_KEY } from "~/shared/browser-storage";
import { sentForm, thankYouPageForm } from "~/shared/sent-url";
import type { DraftStore, DraftValues } from "./draft-store.lazy";
import { patience } from "./network";
import { once } from "./once";

/**
 * Drafts of what a visitor has typed in a longer form, kept in this browser only (localStorage)
 * so that a reload, a crashed tab or a dropped connection does not lose it. Never sent anywhere.
 * Each tab keeps its own draft of a form (its id in sessionStorage, which a reload and a
 * discarded tab's return keep), so two tabs never overwrite or delete each other's; a tab with
 * none of its own takes over the draft of a tab that has closed, or that has fallen silent (each
 * tab with a draft says it is open every few seconds; one ended by the system says nothing).
 * Everything about them is here: saving while typing, putting a draft back, the note that says
 * so with "Rensa formuläret", deleting it when the form's thank-you shows, and forgetting every
 * draft older than DRAFT_MAX_AGE_MS on each page load (a shared computer keeps nothing for long).
 * The work itself (reading a form, storing, reading back) is in draft-store.lazy.ts, loaded when a
 * visitor reaches a form or a draft exists: a page nobody types into never loads it.
 */
export type { DraftValues } from "./draft-store.lazy";

const PREFIX = "transist-draft:";
let fallbackTab: string | undefined;

/** This tab's id: the same across reloads; one per page when sessionStorage is refused. */
function tabId(): string {
  const fresh = () => Math.random().toString(36).slice(2, 10);
  try {
    let id = window.sessionStorage.getItem(DRAFT_TAB_KEY);
    if (!id) window.sessionStorage.setItem(DRAFT_TAB_KEY, (id = fresh()));
    return id;
  } catch {
    return (fallbackTab ??= fresh());
  }
}

/**
 * The draft work itself, loaded when a visitor reaches a form or a draft is there to read. From
 * then on the tab may hold drafts, so the store says every few seconds that the tab is open: a
 * draft whose tab ends without a `pagehide` falls silent and is offered to the next tab.
 */
const store = once(() =>
  import("./draft-store.lazy").then((module): DraftStore => {
    const kept = storage();
    if (kept) module.draftStore.keepAlive(kept, PREFIX, tabId(), patience.draftHeartbeatMs);
    return module.draftStore;
  }),
);

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Deletes this tab's draft of the form, never another tab's (the store's format, read here without it). */
function clearDraft(key: string): void {
  const kept = storage();
  try {
    const tabs = (JSON.parse(kept?.getItem(PREFIX + key) ?? "{}") as { tabs?: Record<string, unknown> }).tabs;
    delete tabs?.[tabId()];
    if (tabs && Object.keys(tabs).length > 0) kept?.setItem(PREFIX + key, JSON.stringify({ tabs }));
    else kept?.removeItem(PREFIX + key);
  } catch {
    // Unreadable: nothing of this tab's to keep.
    kept?.removeItem(PREFIX + key);
  }
}

/** Runs `work` with the draft store: at once when it has arrived, else when it does (never if it cannot). */
function withStore(work: (loaded: DraftStore) => void): void {
  const loaded = store.value();
  if (loaded) work(loaded);
  else store.get().then(work, () => undefined);
}

interface DraftOptions {
  /** The form's element id. */
  formId: string;
  /** Where the draft is kept (the form's thank-you marker); none: the form keeps no draft. */
  key: string | undefined;
  /** Put a saved draft back on the first render: only when the server has not answered the form. */
  restore: boolean;
  /** Takes a restored draft instead of the fields (the quote wizard rebuilds its step from it). */
  onRestore?: (values: DraftValues) => void;
  /** Hidden fields count as answers (the wizard keeps earlier steps in them). */
  keepHidden?: boolean;
}

/**
 * Keeps a draft of the form while the visitor types and puts a saved one back. Returns what was
 * put back (null otherwise), `clear` for "Rensa formuläret", `save`, and `preload` for the moment
 * the visitor reaches the form.
 */
export function useFormDraft({ formId, key, restore, onRestore, keepHidden = false }: DraftOptions) {
  const [restored, setRestored] = useState<{ files: string[] } | null>(null);
  const onRestoreRef = useRef(onRestore);
  onRestoreRef.current = onRestore;

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!key || !restore || !storage()?.getItem(PREFIX + key) || !(form instanceof HTMLFormElement)) return;
    // The visitor may type before the store arrives: then what they type wins over the old draft.
    let stale = false;
    let later: number | undefined;
    const typed = () => {
      stale = true;
      window.clearTimeout(later);
    };
    form.addEventListener("input", typed, { once: true });
    const attempt = (loaded: DraftStore) => {
      const kept = storage();
      if (stale || !kept) return;
      const now = Date.now();
      const draft = loaded.take(kept, PREFIX + key, tabId(), now, DRAFT_MAX_AGE_MS, patience.draftOrphanAfterMs);
      if (!draft) {
        // Another tab's draft, its tab perhaps ended without a word: offered to this untouched
        // form once that tab has been silent long enough.
        const at = loaded.freeAt(kept, PREFIX + key, tabId(), now, DRAFT_MAX_AGE_MS, patience.draftOrphanAfterMs);
        if (at !== null) later = window.setTimeout(() => attempt(loaded), Math.max(at - now, 0) + 1);
        return;
      }
      form.removeEventListener("input", typed);
      if (onRestoreRef.current) onRestoreRef.current(draft.values);
      else loaded.restore(form, draft.values);
      setRestored({ files: draft.files });
    };
    withStore(attempt);
    return () => {
      stale = true;
      window.clearTimeout(later);
      form.removeEventListener("input", typed);
    };
    // A draft is put back once, on the first render: later renders carry the visitor's own input.
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  const save = useCallback(() => {
    const form = document.getElementById(formId);
    const kept = storage();
    if (key && kept && form instanceof HTMLFormElement) withStore((loaded) => loaded.save(kept, PREFIX + key, tabId(), form, keepHidden));
  }, [formId, key, keepHidden]);

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!key || !(form instanceof HTMLFormElement)) return;
    let timer: number | undefined;
    const later = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(save, patience.draftSaveDelayMs);
    };
    form.addEventListener("input", later);
    form.addEventListener("change", later);
    return () => {
      window.clearTimeout(timer);
      form.removeEventListener("input", later);
      form.removeEventListener("change", later);
    };
  }, [formId, key, save]);

  const clear = useCallback(() => {
    if (key) clearDraft(key);
    setRestored(null);
  }, [key]);

  /** The visitor has reached the form: the store starts loading, long before a save asks for it. */
  const preload = useCallback(() => {
    if (key) store.get().catch(() => undefined);
  }, [key]);

  return { restored, clear, save, preload };
}

/**
 * Said beside a form that keeps drafts, before anything is saved: seen from the moment the page can
 * save one (it has come alive), so a page without JavaScript, which keeps none, never shows it. The
 * server sends it unseen (`visibility: hidden` takes its room, and hides it from screen readers),
 * so that coming alive only shows it and moves nothing on screen.
 */
export function DraftLine({ onClear }: { onClear: () => void }) {
  return (
    <p className="text-sm text-muted [html:not([data-hydrated])_&]:invisible">
      Det du skriver sparas som utkast bara här i din webbläsare, i högst {DRAFT_MAX_AGE_HOURS} timmar.{" "}
      <button type="button" onClick={onClear} className="font-semibold underline">
        Rensa formuläret
      </button>
    </p>
  );
}

/** Says that a draft was put back, how long it is kept, and offers to delete it at once. */
export function DraftNote({ files, onClear }: { files: string[]; onClear: () => void }) {
  return (
    <div role="status" className="rounded-lg border-l-4 border-brand-500 bg-brand-50 p-4 text-brand-900">
      <p>
        Vi har fyllt i det du skrev förra gången. Det sparas bara här i din webbläsare, i högst {DRAFT_MAX_AGE_HOURS} timmar, och raderas
        när du har skickat formuläret.
      </p>
      {files.length > 0 && <p className="mt-1 font-semibold">Filer kan inte sparas: välj ditt CV igen om du vill skicka med det.</p>}
      <button type="button" onClick={onClear} className="mt-2 font-semibold underline">
        Rensa formuläret
      </button>
    </div>
  );
}

/**
 * Site-wide, on every page: old drafts are forgotten, the draft of a form whose thank-you shows
 * (`?skickat=` names it, or the address of its thank-you page) is deleted, whichever way the form
 * was sent, and a tab that closes leaves its drafts to the next tab that opens their form.
 */
export function useDraftHousekeeping(): void {
  const location = useLocation();
  useEffect(() => {
    const kept = storage();
    // Most visitors have no draft: then the store is not loaded at all.
    if (kept && Object.keys(kept).some((name) => name.startsWith(PREFIX)))
      withStore((loaded) => loaded.sweep(kept, PREFIX, Date.now(), DRAFT_MAX_AGE_MS));
    // A tab with drafts has loaded the store (which keeps them alive); one without has nothing to leave.
    const leave = () => kept && store.value()?.leave(kept, PREFIX, tabId());
    window.addEventListener("pagehide", leave);
    return () => window.removeEventListener("pagehide", leave);
  }, []);
  // The only place a sent form's draft is deleted: `?skickat=` names it, or the thank-you page's
  // address does (its page need not have loaded: the post's answer led here, so it arrived).
  const sent = sentForm(location.search) ?? thankYouPageForm(location.pathname);
  useEffect(() => {
    if (sent) clearDraft(sent);
  }, [sent, location.key]);
}
