import { createContext, RouterContextProvider } from "react-router";

type RequestValues = { cspNonce?: string };

/** Set by the Express server per request; empty while prerendering. */
export const requestValuesContext = createContext<RequestValues>({});

export function createAppLoadContext(values: RequestValues): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestValuesContext, values);
  return context;
}
