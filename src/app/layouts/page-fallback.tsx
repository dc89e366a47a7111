import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigation, type Location } from 'react-router-dom';
import { SlowLoadNotice } from '@/components/delayed-fallback/slow-load-notice';
import { AppLoading, useNavigationPending } from '../shell/navigation-pending';

/** The skeleton of the public page at a location, if it is one that has one (the route table). */
export type SkeletonAt = (location: Location) => ReactNode;

/** Tells the layout's page area that a public page's first load is showing its skeleton. */
const FirstLoadContext = createContext<(waiting: boolean) => void>(() => {});

/**
 * A public page's first load (its hydrate fallback, inside its layout): its skeleton at once and
 * the loading bar after the loading delay; the layout's page area adds the slow-load line. The
 * main area is never empty, however long the data takes.
 */
export function PageFallback({ skeleton }: { skeleton: ReactNode }) {
  const setWaiting = useContext(FirstLoadContext);
  useEffect(() => {
    setWaiting(true);
    return () => setWaiting(false);
  }, [setWaiting]);
  return (
    <div className="page-loading">
      <AppLoading />
      {skeleton}
    </div>
  );
}

interface PageOutletProps {
  /** The route table's skeletons; a layout given none keeps its page during every navigation. */
  skeletonAt?: SkeletonAt;
  /** The main area has no container of its own (the bare layout): the line gets one. */
  contained?: boolean;
}

/**
 * The layout's page, or, while a navigation to another public page is slow (past the loading
 * delay), that page's skeleton instead of the page being left; a navigation within the page (a
 * new search, a dialog's address) keeps it, as it shows its own progress. While a public page
 * waits, on a first load or a navigation, the slow-load line sits above its skeleton. It lives
 * here, not in the skeleton, so that it keeps its state (and its button the focus) when the
 * router renders the fallback anew, as it does when the page's code arrives before its data.
 */
export function PageOutlet({ skeletonAt, contained = false }: PageOutletProps) {
  const { location: target } = useNavigation();
  const { pathname } = useLocation();
  const pending = useNavigationPending();
  const [firstLoad, setFirstLoad] = useState(false);
  const skeleton = pending && target && target.pathname !== pathname ? skeletonAt?.(target) : null;
  const waiting = firstLoad || Boolean(skeleton);
  return (
    <FirstLoadContext.Provider value={setFirstLoad}>
      {waiting && (
        <div className={contained ? 'container' : undefined}>
          <SlowLoadNotice />
        </div>
      )}
      {skeleton ? <div className="page-loading">{skeleton}</div> : <Outlet />}
    </FirstLoadContext.Provider>
  );
}
