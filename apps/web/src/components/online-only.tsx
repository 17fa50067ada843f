import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOffline } from '../lib/connectivity.ts';
import { Alert } from './ui/alert.tsx';

/**
 * Wraps actions that need the server (create a character, sharing, homebrew, play): offline a
 * click on anything inside says "Nur online möglich" instead of failing silently, and the action
 * does not start. `always` shows the notice as soon as the connection is gone (a whole tab).
 */
export function OnlineOnly({ children, always = false }: { children: ReactNode; always?: boolean }) {
  const { t } = useTranslation();
  const offline = useOffline();
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (!offline) setTried(false);
  }, [offline]);
  return (
    <div
      className="online-only"
      onClickCapture={(event) => {
        if (!offline) return;
        const target = event.target as HTMLElement;
        // Only actions are stopped; reading (links, tabs of what is already here) stays possible.
        if (!target.closest('button, input, select, textarea, [role="button"]')) return;
        event.preventDefault();
        event.stopPropagation();
        setTried(true);
      }}
    >
      {offline && (always || tried) ? <Alert tone="info">{t('offline.onlyOnline')}</Alert> : null}
      {children}
    </div>
  );
}
