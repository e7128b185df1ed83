import { createContext, useContext } from "react";

/** The CSP nonce of this response (server only; the browser hides it after applying it). */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
