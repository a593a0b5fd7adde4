/**
 * Drafts of what a visitor has typed in a longer form, kept in this browser only (localStorage),
 * so a reload, a crashed tab or a visit later does not lose them. Never sent anywhere. A draft is
 * deleted the moment its form is sent (the thank-you page says so) and is forgotten after a week.
 */
export type DraftValues = Record<string, string | string[]>;

interface StoredDraft {
  savedAt: number;
  values: DraftValues;
  /** Names of file fields that had a file: a file cannot be kept, the form says so. */
  files: string[];
}

const PREFIX = "transist-utkast:";
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
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

export function saveDraft(key: string, draft: StoredDraft, form?: HTMLFormElement): void {
  const store = storage();
  if (!store) return;
  try {
    if (hasContent(draft, form)) store.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // Storage full or refused (private browsing): the form still works, only without a draft.
  }
}

export function readDraft(key: string, now = Date.now()): StoredDraft | null {
  const store = storage();
  const raw = store?.getItem(PREFIX + key);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as StoredDraft;
    if (typeof draft.savedAt !== "number" || now - draft.savedAt > DRAFT_MAX_AGE_MS || typeof draft.values !== "object") {
      store!.removeItem(PREFIX + key);
      return null;
    }
    return { savedAt: draft.savedAt, values: draft.values ?? {}, files: Array.isArray(draft.files) ? draft.files : [] };
  } catch {
    store!.removeItem(PREFIX + key);
    return null;
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // Nothing to clear.
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
