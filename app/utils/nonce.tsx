// The per-request CSP nonce, made in entry.server and read by the root layout for its inline scripts.
// In the browser the nonce attribute reads back empty, which is what React expects on hydration.
import { createContext, useContext } from "react";

export const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
