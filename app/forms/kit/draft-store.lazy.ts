/**
 * The work on drafts that no page needs before a visitor reaches a form or a draft exists: reading
 * a form into a draft, keeping it, reading one back, putting it into the fields and forgetting old
 * ones. Loaded on demand by drafts.tsx; it imports nothing at run time, so loading it adds one file
 * and moves nothing out of what every page loads. Where and for how long drafts are kept is
 * drafts.tsx's to say: it passes the storage, the key and the age.
 */
export type DraftValues = Record<string, string | string[]>;

export interface StoredDraft {
  savedAt: number;
  values: DraftValues;
  /** Names of file fields that had a file: a file cannot be kept, the form says so. */
  files: string[];
}

/** Fields never kept: the honeypot and where to return to. */
const NEVER_KEPT = new Set(["webbplats", "returnTo"]);

/** What a form holds now, text only. */
function capture(form: HTMLFormElement): StoredDraft {
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

/** A stored draft, or null when there is none, it is unreadable or older than `maxAgeMs`. */
function read(raw: string | null, now: number, maxAgeMs: number): StoredDraft | null {
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Partial<StoredDraft>;
    if (typeof draft.savedAt !== "number" || now - draft.savedAt > maxAgeMs || typeof draft.values !== "object" || !draft.values)
      return null;
    return { savedAt: draft.savedAt, values: draft.values, files: Array.isArray(draft.files) ? draft.files : [] };
  } catch {
    return null;
  }
}

export const draftStore = {
  read,

  /** Keeps what the form holds now; `form` given: hidden fields alone do not make a draft. */
  save(storage: Storage, storageKey: string, form: HTMLFormElement, keepHidden: boolean): void {
    const draft = capture(form);
    try {
      if (hasContent(draft, keepHidden ? undefined : form)) storage.setItem(storageKey, JSON.stringify(draft));
    } catch {
      // Storage full or refused (private browsing): the form still works, only without a draft.
    }
  },

  /** Forgets every draft under `prefix` that is too old (or unreadable), whichever form it belongs to. */
  sweep(storage: Storage, prefix: string, now: number, maxAgeMs: number): void {
    for (const key of Object.keys(storage)) {
      if (key.startsWith(prefix) && !read(storage.getItem(key), now, maxAgeMs)) storage.removeItem(key);
    }
  },

  /** Puts a draft's values back into the form's fields (text, selects, checkboxes, radios). */
  restore(form: HTMLFormElement, values: DraftValues): void {
    for (const element of Array.from(form.elements)) {
      if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement))
        continue;
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
  },
};

export type DraftStore = typeof draftStore;
