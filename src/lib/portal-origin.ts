import { createContext, useContext } from 'react';

const PortalOrigin = createContext<string | null>(null);

/** Set by a server render: the portal's public origin, which it has no window to read. */
export const PortalOriginProvider = PortalOrigin.Provider;

/** The portal's own origin, for absolute addresses a page shows (a job's share links). */
export function usePortalOrigin(): string {
  return useContext(PortalOrigin) ?? window.location.origin;
}
