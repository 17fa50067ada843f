import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pingServer } from '../lib/api.ts';

type ServerState = 'checking' | 'online' | 'offline';

export function App() {
  const { t } = useTranslation();
  const [server, setServer] = useState<ServerState>('checking');

  useEffect(() => {
    let active = true;
    void pingServer().then((ok) => {
      if (active) setServer(ok ? 'online' : 'offline');
    });
    return () => {
      active = false;
    };
  }, []);

  return (
    <main className="landing">
      <h1>{t('app.name')}</h1>
      <p>{t('app.tagline')}</p>
      <p className={`server-state server-state--${server}`} role="status" data-state={server}>
        {t(`server.${server}`)}
      </p>
    </main>
  );
}
