import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useNavigation, useRouteError } from 'react-router';
import { DialogProvider } from '../components/ui/dialog-provider.tsx';
import { UpdatePrompt } from '../components/update-prompt.tsx';
import { loadMainTexts } from '../i18n/i18n.ts';
import { sessionEndedEvent, sessionEvents } from '../lib/api-client.ts';
import { ContentSyncError } from '../lib/content/sync.ts';
import { markFirstScreen, useFirstScreenShown } from '../lib/first-screen.ts';
import { rememberReturnTo } from '../lib/session/return-to.ts';
import { hasSyncLinks } from '../lib/characters/sync-store.ts';
import { LoadingScreen } from './loading-screen.tsx';

// With the texts of the screens behind the login: it also shows over a route that does not load them (a wrong address).
// Its code comes after the first screen; a device that went offline before it arrived gets no
// prompt until the next start (offers need the server anyway) instead of a broken screen.
const OfferPrompt = lazy(async () => {
  try {
    return { default: (await Promise.all([import('../features/sharing/components/offer-prompt.tsx'), loadMainTexts()]))[0].OfferPrompt };
  } catch {
    return { default: () => null };
  }
});

/**
 * Wraps every route: dialogs, back to /login whenever the session ends, and — with a session,
 * whatever the first route — the characters, the realtime socket, live offers and character sync.
 */
export function RootLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Offers come with the live session, which starts after the first screen: so does their prompt's code.
  const offersWanted = useFirstScreenShown() && !pathname.startsWith('/login') && !pathname.startsWith('/logged-in');
  useEffect(() => {
    // The first route's loader has finished and its screen is committed: after the browser painted it (a frame, then a task).
    requestAnimationFrame(() => setTimeout(markFirstScreen, 0));
  }, []);
  useEffect(() => {
    if (pathname.startsWith('/login') || pathname.startsWith('/logged-in')) return;
    // The characters, the socket and the offers load with the first screen that is not the login.
    void import('../lib/characters/characters.ts').then(({ startLiveSession }) => startLiveSession()).then(() => {
      if (hasSyncLinks()) void import('../lib/characters/sync.ts').then(({ startCharacterSync }) => startCharacterSync());
    });
  }, [pathname]);
  useEffect(() => {
    const onEnded = () => {
      rememberReturnTo(`${window.location.pathname}${window.location.search}`);
      void navigate('/login', { replace: true });
    };
    sessionEvents.addEventListener(sessionEndedEvent, onEnded);
    return () => sessionEvents.removeEventListener(sessionEndedEvent, onEnded);
  }, [navigate]);
  return (
    <DialogProvider>
      <RouteProgress />
      {/* A screen whose game line is not loaded yet waits here (a navigation keeps the screen before it instead). */}
      <Suspense fallback={<RouteLoading />}>
        <Outlet />
      </Suspense>
      {offersWanted ? (
        <Suspense fallback={null}>
          <OfferPrompt />
        </Suspense>
      ) : null}
      <UpdatePrompt />
    </DialogProvider>
  );
}

/**
 * While the next screen loads (its code, or a sheet's whole character), the current one stays and
 * a thin bar at the top says that something is on its way.
 */
function RouteProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return <div className="route-progress" role="progressbar" aria-label={t('loading.page')} />;
}

export function RouteLoading() {
  return <LoadingScreen stage="finishing" />;
}

/** A route failed (also a screen whose code could not be loaded): say so and offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <main className="placeholder card" role="alert">
      <h1>{t('errors.screenTitle')}</h1>
      {/* A game line the screen needs could not be loaded (offline, never loaded here): say that, not "updated". */}
      <p>{error instanceof ContentSyncError ? t(`content.errors.${error.reason}`) : t('errors.screenText')}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
    </main>
  );
}
