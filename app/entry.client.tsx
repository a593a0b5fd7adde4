import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { noteRetryAfter } from "./forms/kit/network";
import { registerServiceWorker } from "./shell/service-worker";

noteRetryAfter();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});

registerServiceWorker();
