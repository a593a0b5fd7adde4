/**
 * The work on drafts that no page needs before a visitor reaches a form or a draft exists: reading
 * a form into a draft, keeping it, reading one back, putting it into the fields and forgetting old
 * ones. Loaded on demand by drafts.tsx; it imports nothing at run time, so loading it adds one file
 * and moves nothing out of what every page loads. Where and for how long drafts are kept is
 * drafts.tsx's to say: it passes the storage, the key and the age.
 */
export type DraftValues = Record<string, string | string[]>;

interface StoredDraft {
  savedAt: number;
  /** Its tab has closed (or navigated away): a tab with no draft of its own may take it over. */
  left?: boolean;
  /**
   * When its tab last said it is open (each save, and a heartbeat while the tab lives): a draft
   * silent for longer than the orphan wait is one whose tab ended without a `pagehide`.
   */
  aliveAt?: number;
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

/** A draft, or null when it is unreadable or older than `maxAgeMs`. */
function valid(draft: Partial<StoredDraft> | undefined, now: number, maxAgeMs: number): StoredDraft | null {
  if (!draft || typeof draft.savedAt !== "number" || now - draft.savedAt > maxAgeMs || typeof draft.values !== "object" || !draft.values)
    return null;
  return {
    savedAt: draft.savedAt,
    values: draft.values,
    files: Array.isArray(draft.files) ? draft.files : [],
    left: draft.left === true,
    aliveAt: typeof draft.aliveAt === "number" ? draft.aliveAt : draft.savedAt,
  };
}

/** Whether another tab may take `draft` over: its tab has left, or has been silent for `orphanAfterMs`. */
const free = (draft: StoredDraft, now: number, orphanAfterMs: number) => draft.left === true || now - draft.aliveAt! > orphanAfterMs;

/**
 * The drafts of one form, by tab. A draft kept before drafts had tabs is one no tab owns, as if
 * its tab had closed.
 */
function tabsOf(raw: string | null): Record<string, Partial<StoredDraft>> {
  try {
    const parsed = raw ? (JSON.parse(raw) as { tabs?: unknown; savedAt?: unknown }) : null;
    if (parsed && typeof parsed.tabs === "object" && parsed.tabs) return parsed.tabs as Record<string, Partial<StoredDraft>>;
    return parsed && typeof parsed.savedAt === "number" ? { "": { ...(parsed as Partial<StoredDraft>), left: true } } : {};
  } catch {
    return {};
  }
}

function write(storage: Storage, storageKey: string, tabs: Record<string, Partial<StoredDraft>>): void {
  try {
    if (Object.keys(tabs).length === 0) storage.removeItem(storageKey);
    else storage.setItem(storageKey, JSON.stringify({ tabs }));
  } catch {
    // Storage full or refused (private browsing): the form still works, only without a draft.
  }
}

export const draftStore = {
  /**
   * The draft this tab gets back: its own, else the newest one whose tab has closed or fallen
   * silent (free), which is moved to this tab so that no other tab takes it too. Null when there is none.
   */
  take(storage: Storage, storageKey: string, tab: string, now: number, maxAgeMs: number, orphanAfterMs: number): StoredDraft | null {
    const tabs = tabsOf(storage.getItem(storageKey));
    let from: string | null = valid(tabs[tab], now, maxAgeMs) ? tab : null;
    let newest = -1;
    for (const [other, stored] of from === null ? Object.entries(tabs) : []) {
      const draft = valid(stored, now, maxAgeMs);
      if (draft && free(draft, now, orphanAfterMs) && draft.savedAt > newest) [from, newest] = [other, draft.savedAt];
    }
    const draft = from === null ? null : valid(tabs[from], now, maxAgeMs);
    if (from === null || !draft) return null;
    delete tabs[from];
    tabs[tab] = { ...draft, left: false, aliveAt: now };
    write(storage, storageKey, tabs);
    return draft;
  },

  /**
   * When the first draft of another tab that is still taken for open would fall silent (so that
   * this tab, with none of its own, can look again then); null when there is no such draft.
   */
  freeAt(storage: Storage, storageKey: string, tab: string, now: number, maxAgeMs: number, orphanAfterMs: number): number | null {
    const times = Object.entries(tabsOf(storage.getItem(storageKey)))
      .filter(([other]) => other !== tab)
      .map(([, stored]) => valid(stored, now, maxAgeMs))
      .filter((draft): draft is StoredDraft => draft !== null && !free(draft, now, orphanAfterMs))
      .map((draft) => draft.aliveAt! + orphanAfterMs);
    return times.length > 0 ? Math.min(...times) : null;
  },

  /** This tab is still open: its drafts say so (and one it left when it was hidden is its own again). */
  beat(storage: Storage, prefix: string, tab: string, now: number): void {
    for (const key of Object.keys(storage)) {
      const tabs = key.startsWith(prefix) ? tabsOf(storage.getItem(key)) : {};
      const own = tabs[tab];
      if (own) write(storage, key, { ...tabs, [tab]: { ...own, left: false, aliveAt: now } });
    }
  },

  /**
   * While the tab lives, its drafts say so every `intervalMs` and whenever it is shown again; a
   * draft whose tab ended without a word falls silent and may be offered to another tab.
   */
  keepAlive(storage: Storage, prefix: string, tab: string, intervalMs: number): void {
    const beat = () => draftStore.beat(storage, prefix, tab, Date.now());
    window.setInterval(beat, intervalMs);
    window.addEventListener("pageshow", beat);
    document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && beat());
  },

  /** Keeps what the form holds now as this tab's draft; `form` given: hidden fields alone do not make a draft. */
  save(storage: Storage, storageKey: string, tab: string, form: HTMLFormElement, keepHidden: boolean): void {
    const draft = capture(form);
    if (!hasContent(draft, keepHidden ? undefined : form)) return;
    const tabs = tabsOf(storage.getItem(storageKey));
    tabs[tab] = { ...draft, aliveAt: draft.savedAt };
    write(storage, storageKey, tabs);
  },

  /** This tab is closing or leaving the site: its drafts may be taken over by a tab opened later. */
  leave(storage: Storage, prefix: string, tab: string): void {
    for (const key of Object.keys(storage)) {
      const tabs = key.startsWith(prefix) ? tabsOf(storage.getItem(key)) : {};
      const own = tabs[tab];
      if (own) write(storage, key, { ...tabs, [tab]: { ...own, left: true } });
    }
  },

  /** Forgets every draft under `prefix` that is too old (or unreadable), whichever form and tab it belongs to. */
  sweep(storage: Storage, prefix: string, now: number, maxAgeMs: number): void {
    for (const key of Object.keys(storage)) {
      if (!key.startsWith(prefix)) continue;
      const tabs = tabsOf(storage.getItem(key));
      const kept = Object.fromEntries(Object.entries(tabs).filter(([, draft]) => valid(draft, now, maxAgeMs)));
      const count = Object.keys(kept).length;
      if (count === 0) storage.removeItem(key);
      else if (count < Object.keys(tabs).length) write(storage, key, kept);
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
