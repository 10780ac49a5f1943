import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { stopCapturingTaps } from "~/components/early-taps/replay";

// React Router's own client entry, and one line: once hydrateRoot has attached React's
// listeners, taps are React's to handle, and the early-tap capture stops.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
stopCapturingTaps();
