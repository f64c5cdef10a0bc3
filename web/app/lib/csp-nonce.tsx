import { createContext, useContext } from 'react';

/**
 * The document's CSP nonce, provided by entry.server.tsx around the router. In the browser there
 * is none (browsers hide nonce attributes and the scripts have already run), so it is ''.
 */
export const NonceContext = createContext('');

export const useNonce = (): string => useContext(NonceContext);
