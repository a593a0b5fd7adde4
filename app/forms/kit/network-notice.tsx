import { useEffect, useRef } from "react";
import { company, telHref } from "~/shared/company";
import { CALL_US_LEAD } from "~/shared/network";
import { networkMessages, type NetworkNoticeKind } from "./network";

/** The form's word on the network, in Swedish, with the phone number; scrolled into view when it appears. */
export function NetworkNotice({ kind, onRetry }: { kind: NetworkNoticeKind; onRetry?: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: "nearest" });
  }, [kind]);
  const waiting = kind === "slow" || kind === "resending";
  return (
    <div
      ref={ref}
      role={waiting ? "status" : "alert"}
      data-network={kind}
      className={
        waiting
          ? "rounded-lg border-l-4 border-brand-500 bg-brand-50 p-4 text-brand-900"
          : "rounded-lg border-l-4 border-danger bg-red-50 p-4 text-red-900"
      }
    >
      <p>{networkMessages[kind]}</p>
      {!waiting && (
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
          {onRetry && (
            <button type="button" onClick={onRetry} className="font-semibold underline">
              Försök igen nu
            </button>
          )}
          <span>
            {CALL_US_LEAD}{" "}
            <a href={telHref} className="font-semibold">
              {company.phoneDisplay}
            </a>
            .
          </span>
        </p>
      )}
    </div>
  );
}
