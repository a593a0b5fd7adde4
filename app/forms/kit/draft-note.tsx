import { useEffect, useState } from "react";
import { clearDraft, formDraft, readDraft, restoreDraft, saveDraft, type DraftValues } from "./drafts";

const SAVE_DELAY_MS = 250;

/**
 * Keeps a draft of the form `formId` under `key` while the visitor types, and on the first render
 * without the server's word (`restore`) puts a saved draft back. Returns the note that says so.
 * `onRestore` takes the draft instead of the fields (the quote wizard rebuilds its step from it).
 */
export function useFormDraft({
  formId,
  key,
  restore,
  onRestore,
}: {
  formId: string;
  key: string | undefined;
  restore: boolean;
  onRestore?: (values: DraftValues) => void;
}) {
  const [restored, setRestored] = useState<{ files: string[] } | null>(null);

  useEffect(() => {
    if (!key || !restore) return;
    const draft = readDraft(key);
    const form = document.getElementById(formId);
    if (!draft || !(form instanceof HTMLFormElement)) return;
    if (onRestore) onRestore(draft.values);
    else restoreDraft(form, draft.values);
    setRestored({ files: draft.files });
    // A draft is put back once, on the first render: later renders carry the visitor's own input.
  }, [key]);

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!key || !(form instanceof HTMLFormElement)) return;
    let timer: number | undefined;
    // The quote wizard keeps its earlier steps in hidden fields: they count as the visitor's answers.
    const save = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => saveDraft(key, formDraft(form), onRestore ? undefined : form), SAVE_DELAY_MS);
    };
    form.addEventListener("input", save);
    form.addEventListener("change", save);
    return () => {
      window.clearTimeout(timer);
      form.removeEventListener("input", save);
      form.removeEventListener("change", save);
    };
  }, [formId, key, onRestore]);

  const clear = () => {
    if (key) clearDraft(key);
    const form = document.getElementById(formId);
    if (form instanceof HTMLFormElement) form.reset();
    setRestored(null);
  };
  return restored ? <DraftNote files={restored.files} onClear={clear} /> : null;
}

function DraftNote({ files, onClear }: { files: string[]; onClear: () => void }) {
  return (
    <div role="status" className="rounded-lg border-l-4 border-brand-500 bg-brand-50 p-4 text-brand-900">
      <p>Vi har fyllt i det du skrev förra gången. Det sparas bara här i din webbläsare och raderas när du har skickat formuläret.</p>
      {files.length > 0 && <p className="mt-1 font-semibold">Filer kan inte sparas: välj ditt CV igen om du vill skicka med det.</p>}
      <button type="button" onClick={onClear} className="mt-2 font-semibold underline">
        Töm formuläret
      </button>
    </div>
  );
}
