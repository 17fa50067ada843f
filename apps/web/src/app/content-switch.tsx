import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentStore } from '../lib/content/store.ts';
import { linesHeld, linesInUse, liveContentStore } from '../lib/content/lines.ts';
import { ContentSyncError, contentLanguageFor, syncContent, type ContentLanguage } from '../lib/content/sync.ts';

export type SwitchState =
  | { status: 'idle' }
  | { status: 'loading'; language: ContentLanguage }
  | { status: 'failed'; language: ContentLanguage; reason: string }
  // Not a switch: the bundle in use is being updated in the background (root.tsx).
  | { status: 'updating' };

/**
 * Follows the UI language with the content: when it changes to a language whose bundle the
 * current store is not, that language's content (the shared part and the lines on
 * screen) is synced (from IndexedDB when it is current, else
 * downloaded) and handed to `apply`. Until then the screens keep the old language's content.
 * Only the newest switch wins, so switching back and forth never lands on a stale bundle.
 */
export function useContentLanguageSwitch(
  current: ContentStore | undefined,
  apply: (store: ContentStore) => void,
  replace: (previous: ContentStore, next: ContentStore) => void,
): { state: SwitchState; retry: () => void } {
  const { i18n } = useTranslation();
  const [state, setState] = useState<SwitchState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const wanted = contentLanguageFor(i18n.language);
  const have = current?.language;
  // The lines on screen now are the ones to fetch in the other language (read when the switch starts).
  const held = useRef<ContentStore | undefined>(current);
  held.current = current;

  useEffect(() => {
    if (!have || have === wanted) {
      // A switch taken back while its content was on its way: that content must not land over the one wanted.
      latest.current += 1;
      setState({ status: 'idle' });
      return;
    }
    const run = (latest.current += 1);
    setState({ status: 'loading', language: wanted });
    // The lines held now and those the list uses: a line whose preload is still on its way when the
    // switch starts would otherwise be missing from the new store until something asks for it again.
    const lines = [...new Set([...(held.current ? linesHeld(held.current) : []), ...linesInUse()])];
    syncContent(wanted, { parts: ['core', ...lines] }).then(
      ({ texts }) => {
        if (run !== latest.current) return;
        apply(liveContentStore(texts, wanted, replace));
        setState({ status: 'idle' });
      },
      (error: unknown) => {
        if (run !== latest.current) return;
        setState({ status: 'failed', language: wanted, reason: error instanceof ContentSyncError ? error.reason : 'network' });
      },
    );
    // `attempt` is there to run a failed switch again.
  }, [have, wanted, attempt, apply, replace]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}

/** What a language switch is doing, over the screens: loading the other bundle, or why it failed; or a background update. */
export function ContentSwitchStatus({ state, retry }: { state: SwitchState; retry: () => void }) {
  const { t } = useTranslation();
  if (state.status === 'idle') return null;
  return (
    <div className={`content-switch content-switch--${state.status}`} data-language={'language' in state ? state.language : undefined}>
      {state.status !== 'failed' ? (
        <span className="spinner" role="status" aria-live="polite">
          <span className="spinner__wheel" aria-hidden="true" />
          <span>{state.status === 'loading' ? t('content.switching') : t('loading.updating')}</span>
        </span>
      ) : (
        <div role="alert" className="content-switch__failure">
          <p>{t(`content.errors.${state.reason}`)}</p>
          <button type="button" className="button button--primary" onClick={retry}>
            {t('content.retry')}
          </button>
        </div>
      )}
    </div>
  );
}
