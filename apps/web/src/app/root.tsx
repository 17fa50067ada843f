import { useCallback, useEffect, useRef, useState } from 'react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { shownFirstScreen } from '../lib/app-update.ts';
import { ContentContext, type ContentStore } from '../lib/content/store.ts';
import { ContentSyncError, contentLanguageFor, syncContent, type ContentLanguage } from '../lib/content/sync.ts';
import { linesHeld, liveContentStore } from '../lib/content/lines.ts';
import { ConnectionSettings } from '../features/auth/components/connection-settings.tsx';
import { contentSyncedEvent, forceContentSyncEvent } from '../lib/content/events.ts';
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

  // The language of the content on screen, for the update behind the start (read after it, not at it).
  const shownLanguage = useRef<ContentLanguage | undefined>(undefined);
  shownLanguage.current = ready?.content.language;

  // A store that loaded a line hands over its successor; a store no longer in use changes nothing.
  const replace = useCallback(
    (previous: ContentStore, next: ContentStore) => setReady((current) => (current?.content === previous ? { ...current, content: next } : current)),
    [],
  );

  const start = useCallback(() => {
    setFailure(undefined);
    prefetchFirstScreen(window.location.pathname);
    const app = (router ??= createRouter());
    // The language at start (or retry), read then: a later switch is the switch hook's job, and
    // must not run start-up again (a new router would drop where the user is).
    const language = contentLanguageFor(i18next.language);
    initialize(setStage, { language, replace }).then(
      ({ store, revalidate }) => {
        // Measured by the benchmarks (bench/content-load.ts).
        performance.mark('vitae:content-ready');
        setReady({ router: app, content: store });
        if (!revalidate) return;
        void revalidate((syncStage) => setUpdating(syncStage === 'updating')).then((texts) => {
          setUpdating(false);
          // Onto the language it checked (a switch meanwhile brought its own), whichever store of it is
          // in use: a line loaded since went into the same texts, so the update has it too.
          if (!texts || shownLanguage.current !== language) return;
          const next = liveContentStore(texts, language, replace);
          setReady((current) => (current?.content.language === language ? { ...current, content: next } : current));
        });
      },
      (error: unknown) => setFailure(error instanceof ContentSyncError ? error.reason : 'network'),
    );
  }, [replace]);

  useEffect(start, [start]);

  // The service worker installs the shell once the first route settled (its loader and code are here).
  const settledRouter = ready?.router;
  useEffect(() => {
    if (!settledRouter) return undefined;
    const settled = (state: Router['state']) => state.initialized && state.navigation.state === 'idle';
    if (settled(settledRouter.state)) {
      shownFirstScreen();
      return undefined;
    }
    // Told once: later navigations settle too, and have nothing to tell.
    const unsubscribe = settledRouter.subscribe((state) => {
      if (!settled(state)) return;
      shownFirstScreen();
      unsubscribe();
    });
    return unsubscribe;
  }, [settledRouter]);

  const applyContent = useCallback((content: ContentStore) => setReady((current) => (current ? { ...current, content } : current)), []);
  const languageSwitch = useContentLanguageSwitch(ready?.content, applyContent, replace);
  const content = ready?.content;

  // "Daten synchronisieren" in the settings: download the content in use again, whatever the checksums say.
  useEffect(() => {
    if (!content) return undefined;
    const onForce = () => {
      void syncContent(content.language, { force: true, parts: ['core', ...linesHeld(content)] }).then(
        ({ texts, error }) => {
          applyContent(liveContentStore(texts, content.language, replace));
          window.dispatchEvent(new CustomEvent(contentSyncedEvent, { detail: { ok: !error, reason: error?.reason } }));
        },
        (error: unknown) => window.dispatchEvent(new CustomEvent(contentSyncedEvent, { detail: { ok: false, reason: error instanceof ContentSyncError ? error.reason : 'network' } })),
      );
    };
    window.addEventListener(forceContentSyncEvent, onForce);
    return () => window.removeEventListener(forceContentSyncEvent, onForce);
  }, [content, applyContent, replace]);

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
