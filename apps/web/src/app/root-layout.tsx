import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useRouteError } from 'react-router';
import { DialogProvider } from '../components/ui/dialog-provider.tsx';
import { OfferPrompt } from '../features/sharing/components/offer-prompt.tsx';
import { sessionEndedEvent, sessionEvents } from '../lib/api-client.ts';
import { startLiveSession } from '../lib/characters.ts';
import { rememberReturnTo } from '../lib/return-to.ts';
import { hasSyncLinks } from '../lib/sync-store.ts';
import { LoadingScreen } from './loading-screen.tsx';

/**
 * Wraps every route: dialogs, back to /login whenever the session ends, and — with a session,
 * whatever the first route — the characters, the realtime socket, live offers and character sync.
 */
export function RootLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname.startsWith('/login') || pathname.startsWith('/logged-in')) return;
    void startLiveSession().then(() => {
      if (hasSyncLinks()) void import('../lib/character-sync.ts').then(({ startCharacterSync }) => startCharacterSync());
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
      <Outlet />
      <OfferPrompt />
    </DialogProvider>
  );
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
      <p>{t('errors.screenText')}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
    </main>
  );
}
