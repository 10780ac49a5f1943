import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// React Router's own client entry, and one line: once hydrateRoot has attached React's
// listeners, taps are React's to handle (it hydrates what was hit at once), and the
// early-tap capture (components/early-taps) stops. Its global, not an import: the
// replay module then stays in the root's chunk, not in a file of its own.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
window.__earlyTaps?.stop();
