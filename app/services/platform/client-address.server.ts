import type { RouterContextProvider } from "react-router";
import { requestValuesContext } from "./request-context.server.ts";

/**
 * The visitor's address as Express saw it (`req.ip`, which honours TRUST_PROXY), so
 * a forged X-Forwarded-For counts only behind a proxy we were told to trust.
 */
export function clientAddress(context: Readonly<RouterContextProvider> | undefined): string {
  try {
    return context?.get(requestValuesContext).clientAddress ?? "unknown";
  } catch {
    return "unknown";
  }
}
