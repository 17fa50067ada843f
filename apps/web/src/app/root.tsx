import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { ContentContext, createContentStore, type ContentStore } from '../lib/content-store.ts';
import { ContentSyncError, syncContent } from '../lib/content-sync.ts';
import { ConnectionSettings } from '../features/auth/components/connection-settings.tsx';
import { contentSyncedEvent, forceContentSyncEvent } from '../lib/content-events.ts';
import { LoadingScreen, type StartupStage } from './loading-screen.tsx';
import { createRouter, prefetchFirstScreen } from './router.tsx';
import { initialize } from './startup.ts';

type Router = ReturnType<typeof createRouter>;

/** Runs start-up behind the loading screen, then mounts the router with the content in context. */
export function Root() {
  const { t } = useTranslation();
  const [stage, setStage] = useState<StartupStage>('initializing');
  const [ready, setReady] = useState<{ router: Router; content: ContentStore }>();
  const [failure, setFailure] = useState<string>();

  const start = useCallback(() => {
    setFailure(undefined);
    prefetchFirstScreen(window.location.pathname);
    initialize(setStage).then(
      (content) => {
        // Measured by the benchmarks (bench/content-load.ts).
        performance.mark('vitae:content-ready');
        setReady({ router: createRouter(), content });
      },
      (error: unknown) => setFailure(error instanceof ContentSyncError ? error.reason : 'network'),
    );
  }, []);

  useEffect(start, [start]);

  // "Daten synchronisieren" in the settings: download again, whatever the checksum says.
  useEffect(() => {
    const onForce = () => {
      void syncContent({ force: true }).then(
        ({ texts, error }) => {
          setReady((current) => (current ? { ...current, content: createContentStore(texts) } : current));
          window.dispatchEvent(new CustomEvent(contentSyncedEvent, { detail: { ok: !error, reason: error?.reason } }));
        },
        (error: unknown) => window.dispatchEvent(new CustomEvent(contentSyncedEvent, { detail: { ok: false, reason: error instanceof ContentSyncError ? error.reason : 'network' } })),
      );
    };
    window.addEventListener(forceContentSyncEvent, onForce);
    return () => window.removeEventListener(forceContentSyncEvent, onForce);
  }, []);

  if (failure) {
    return (
      <div className="loading-screen" role="alert">
        <p className="loading-screen__name">{t('app.name')}</p>
        <p>{t(`content.errors.${failure}`)}</p>
        <button type="button" className="button button--primary" onClick={start}>
          {t('content.retry')}
        </button>
        {/* A wrong network address set earlier is the likeliest cause: it can be put right here. */}
        {failure === 'network' || failure === 'noContent' ? <ConnectionSettings /> : null}
      </div>
    );
  }
  if (!ready) return <LoadingScreen stage={stage} />;
  return (
    <ContentContext.Provider value={ready.content}>
      <RouterProvider router={ready.router} />
    </ContentContext.Provider>
  );
}
