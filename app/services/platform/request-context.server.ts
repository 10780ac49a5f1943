import { createContext, RouterContextProvider } from "react-router";

/** clientAddress: Express `req.ip` (honours TRUST_PROXY), for rate limits and login logs. */
type RequestValues = { cspNonce?: string; clientAddress?: string };

/** Set by the Express server per request; empty while prerendering. */
export const requestValuesContext = createContext<RequestValues>({});

export function createAppLoadContext(values: RequestValues): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestValuesContext, values);
  return context;
}
