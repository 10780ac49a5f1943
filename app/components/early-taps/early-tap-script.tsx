import { useNonce } from "~/components/document/nonce";
import { earlyTapScript } from "./capture";

// Written by the server only: the browser never runs it again, so it stays out of every page's JavaScript.
const SOURCE = import.meta.env.SSR ? earlyTapScript() : "";

/** The early-tap capture (capture.ts), inline: the first element of <body>. */
export function EarlyTapScript() {
  return <script nonce={useNonce()} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SOURCE }} />;
}
