import { createContext, useContext, type ReactNode } from 'react';
import type { SiteApp } from '@jobpoint/site-routes';

const SiteAppContext = createContext<SiteApp>('jobseekers');

/** Tells every link which app renders the page, so links into the other app load a new page. */
export function SiteAppProvider({ value, children }: { value: SiteApp; children: ReactNode }) {
  return <SiteAppContext.Provider value={value}>{children}</SiteAppContext.Provider>;
}

export function useSiteApp(): SiteApp {
  return useContext(SiteAppContext);
}
