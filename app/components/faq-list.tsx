import { ChevronDownIcon } from "~/ui/icons";

/** Questions as <details name="faq">: one open at a time, and no JavaScript needed. */
export function FaqList({ faqs, name = "faq" }: { faqs: readonly { question: string; answer: string }[]; name?: string }) {
  return (
    <div className="divide-y divide-brand-100 rounded-card border border-brand-100 bg-white">
      {faqs.map((faq) => (
        <details key={faq.question} name={name} className="group px-5 py-4 sm:px-6">
          <summary className="flex list-none items-center justify-between gap-4 text-lg font-semibold text-brand-900">
            {faq.question}
            <ChevronDownIcon className="size-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <p className="mt-3 text-muted">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
