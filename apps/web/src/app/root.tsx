import { useCallback, useEffect, useState } from 'react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { ContentContext, createContentStore, type ContentStore } from '../lib/content-store.ts';
import { ContentSyncError, contentLanguageFor, syncContent } from '../lib/content-sync.ts';
import { ConnectionSettings } from '../features/auth/components/connection-settings.tsx';
import { contentSyncedEvent, forceContentSyncEvent } from '../lib/content-events.ts';
import { ContentSwitchStatus, useContentLanguageSwitch } from './content-switch.tsx';
import { LoadingScreen, type StartupStage } from './loading-screen.tsx';
import { createRouter, prefetchFirstScreen } from './router.tsx';
import { initialize } from './startup.ts';

type Router = ReturnType<typeof createRouter>;

/**
 * Made once, at start: creating it starts the first route's loader (the session, the character) and
 * its code, beside the content download instead of after it. No loader reads the content.
 */
let router: Router | undefined;

/** Runs start-up behind the loading screen, then mounts the router with the content in context. */
export function Root() {
  const { t } = useTranslation();
  const [stage, setStage] = useState<StartupStage>('initializing');
  const [ready, setReady] = useState<{ router: Router; content: ContentStore }>();
  const [failure, setFailure] = useState<string>();
  // A stored bundle whose checksum changed is downloaded while the app is already up.
  const [updating, setUpdating] = useState(false);

  const start = useCallback(() => {
    setFailure(undefined);
    prefetchFirstScreen(window.location.pathname);
    const app = (router ??= createRouter());
    // The language at start (or retry), read then: a later switch is the switch hook's job, and
    // must not run start-up again (a new router would drop where the user is).
    const language = contentLanguageFor(i18next.language);
    initialize(setStage, { language }).then(
      ({ store, revalidate }) => {
        // Measured by the benchmarks (bench/content-load.ts).
        performance.mark('vitae:content-ready');
        setReady({ router: app, content: store });
        if (!revalidate) return;
        void revalidate((syncStage) => setUpdating(syncStage === 'updating')).then((texts) => {
          setUpdating(false);
          // Only onto the bundle it checked: a language switch meanwhile brought its own.
          if (texts) setReady((current) => (current?.content === store ? { ...current, content: createContentStore(texts, language) } : current));
        });
      },
      (error: unknown) => setFailure(error instanceof ContentSyncError ? error.reason : 'network'),
    );
  }, []);

  useEffect(start, [start]);

  const applyContent = useCallback((content: ContentStore) => setReady((current) => (current ? { ...current, content } : current)), []);
  const languageSwitch = useContentLanguageSwitch(ready?.content, applyContent);
  const contentLanguage = ready?.content.language;

  // "Daten synchronisieren" in the settings: download the language in use again, whatever the checksum says.
  useEffect(() => {
    if (!contentLanguage) return undefined;
    const onForce = () => {
      void syncContent(contentLanguage, { force: true }).then(
        ({ texts, error }) => {
          applyContent(createContentStore(texts, contentLanguage));
          window.dispatchEvent(new CustomEvent(contentSyncedEvent, { detail: { ok: !error, reason: error?.reason } }));
        },
        (error: unknown) => window.dispatchEvent(new CustomEvent(contentSyncedEvent, { detail: { ok: false, reason: error instanceof ContentSyncError ? error.reason : 'network' } })),
      );
    };
    window.addEventListener(forceContentSyncEvent, onForce);
    return () => window.removeEventListener(forceContentSyncEvent, onForce);
  }, [contentLanguage, applyContent]);

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
      <ContentSwitchStatus {...languageSwitch} state={updating && languageSwitch.state.status === 'idle' ? { status: 'updating' } : languageSwitch.state} />
    </ContentContext.Provider>
  );
}
