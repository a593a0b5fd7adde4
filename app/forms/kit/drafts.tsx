import { useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { DRAFT_MAX_AGE_HOURS, DRAFT_MAX_AGE_MS } from "~/shared/browser-storage";
import { sentForm } from "~/shared/sent-url";
import { patience } from "./network";

/**
 * Drafts of what a visitor has typed in a longer form, kept in this browser only (localStorage)
 * so that a reload, a crashed tab or a dropped connection does not lose it. Never sent anywhere.
 * Everything about them is here: saving while typing, putting a draft back, the note that says
 * so with "Rensa formuläret", deleting it when the form's thank-you shows, and forgetting every
 * draft older than DRAFT_MAX_AGE_MS on each page load (a shared computer keeps nothing for long).
 */
export type DraftValues = Record<string, string | string[]>;

interface StoredDraft {
  savedAt: number;
  values: DraftValues;
  /** Names of file fields that had a file: a file cannot be kept, the form says so. */
  files: string[];
}

const PREFIX = "transist-draft:";
/** Fields never kept: the honeypot and where to return to. */
const NEVER_KEPT = new Set(["webbplats", "returnTo"]);

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** What a form holds now, text only. */
export function formDraft(form: HTMLFormElement): StoredDraft {
  const values: DraftValues = {};
  const files: string[] = [];
  for (const [name, value] of new FormData(form)) {
    if (NEVER_KEPT.has(name)) continue;
    if (typeof value !== "string") {
      if (value.size > 0) files.push(name);
      continue;
    }
    const current = values[name];
    values[name] = current === undefined ? value : [...(Array.isArray(current) ? current : [current]), value];
  }
  return { savedAt: Date.now(), values, files };
}

/** Whether a draft holds anything the visitor typed or chose (not only hidden defaults). */
function hasContent(draft: StoredDraft, form?: HTMLFormElement): boolean {
  return Object.entries(draft.values).some(([name, value]) => {
    const field = form?.elements.namedItem(name);
    if (field instanceof HTMLInputElement && field.type === "hidden") return false;
    return (Array.isArray(value) ? value : [value]).some((item) => item.trim() !== "");
  });
}

/** Keeps the draft; `form` given: hidden fields alone do not make a draft. */
export function saveDraft(key: string, draft: StoredDraft, form?: HTMLFormElement): void {
  try {
    if (hasContent(draft, form)) storage()?.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // Storage full or refused (private browsing): the form still works, only without a draft.
  }
}

function parse(raw: string | null, now: number): StoredDraft | null {
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Partial<StoredDraft>;
    if (typeof draft.savedAt !== "number" || now - draft.savedAt > DRAFT_MAX_AGE_MS || typeof draft.values !== "object" || !draft.values)
      return null;
    return { savedAt: draft.savedAt, values: draft.values, files: Array.isArray(draft.files) ? draft.files : [] };
  } catch {
    return null;
  }
}

export function readDraft(key: string, now = Date.now()): StoredDraft | null {
  const draft = parse(storage()?.getItem(PREFIX + key) ?? null, now);
  if (!draft) clearDraft(key);
  return draft;
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // Nothing to clear.
  }
}

/** Forgets every draft that is too old (or unreadable), whichever form it belongs to. */
export function sweepDrafts(now = Date.now()): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) {
    if (key.startsWith(PREFIX) && !parse(store.getItem(key), now)) store.removeItem(key);
  }
}

/** Puts a draft's values back into the form's fields (text, selects, checkboxes, radios). */
export function restoreDraft(form: HTMLFormElement, values: DraftValues): void {
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) continue;
    if (
      !element.name ||
      NEVER_KEPT.has(element.name) ||
      (element instanceof HTMLInputElement && (element.type === "hidden" || element.type === "file"))
    )
      continue;
    const value = values[element.name];
    const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
    if (element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio"))
      element.checked = list.includes(element.value);
    else if (value !== undefined) element.value = list[0] ?? "";
  }
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
 * Keeps a draft of the form while the visitor types and puts a saved one back. Returns the note
 * that says a draft was put back (null otherwise), `clear` for "Rensa formuläret" and `save`.
 */
export function useFormDraft({ formId, key, restore, onRestore, keepHidden = false }: DraftOptions) {
  // undefined until the page has come alive.
  const [restored, setRestored] = useState<{ files: string[] } | null | undefined>(undefined);
  const onRestoreRef = useRef(onRestore);
  onRestoreRef.current = onRestore;

  useEffect(() => {
    setRestored(null);
    if (!key || !restore) return;
    const draft = readDraft(key);
    const form = document.getElementById(formId);
    if (!draft || !(form instanceof HTMLFormElement)) return;
    if (onRestoreRef.current) onRestoreRef.current(draft.values);
    else restoreDraft(form, draft.values);
    setRestored({ files: draft.files });
    // A draft is put back once, on the first render: later renders carry the visitor's own input.
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  const save = useCallback(() => {
    const form = document.getElementById(formId);
    if (key && form instanceof HTMLFormElement) saveDraft(key, formDraft(form), keepHidden ? undefined : form);
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

  return { restored, clear, save };
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
 * Site-wide, on every page: old drafts are forgotten, and the draft of a form whose thank-you
 * shows (`?skickat=` names it) is deleted, whichever way the form was sent.
 */
export function useDraftHousekeeping(): void {
  const location = useLocation();
  useEffect(() => sweepDrafts(), []);
  useEffect(() => {
    const sent = sentForm(location.search);
    if (sent) clearDraft(sent);
  }, [location.search]);
}
