import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { contentSyncedEvent, forceContentSyncEvent } from '../../../lib/content/events.ts';

/** "Daten synchronisieren": downloads the game content again and says how it went. */
export function ContentSyncButton() {
  const { t } = useTranslation();
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; ok: boolean; reason?: string }>({ kind: 'idle' });

  useEffect(() => {
    const onSynced = (event: Event) => {
      const { ok, reason } = (event as CustomEvent<{ ok: boolean; reason?: string }>).detail;
      setState({ kind: 'done', ok, reason });
    };
    window.addEventListener(contentSyncedEvent, onSynced);
    return () => window.removeEventListener(contentSyncedEvent, onSynced);
  }, []);

  return (
    <div className="stack">
      <Button
        disabled={state.kind === 'busy'}
        onClick={() => {
          setState({ kind: 'busy' });
          window.dispatchEvent(new Event(forceContentSyncEvent));
        }}
      >
        {t('settings.syncData')}
      </Button>
      {state.kind === 'busy' ? <Spinner label={t('loading.updating')} /> : null}
      {state.kind === 'done' ? (
        <Alert tone={state.ok ? 'success' : 'error'}>{state.ok ? t('content.synced') : t(`content.errors.${state.reason ?? 'network'}`)}</Alert>
      ) : null}
    </div>
  );
}
