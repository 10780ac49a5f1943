import { createContext, useContext } from "react";

/**
 * The CSP nonce of the current server render. Prerendered pages have none (their
 * inline scripts are allowed by hash instead), and browsers hide nonces from the DOM,
 * so on the client this is always empty.
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
