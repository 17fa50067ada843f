import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { LoadingScreen, type StartupStage } from './app/loading-screen.tsx';
import { createRouter } from './app/router.tsx';
import { initialize } from './app/startup.ts';
import { applyColorMode, applyTheme } from './app/theme.ts';
import './app/styles.css';
import { initI18n, startLanguage } from './i18n/i18n.ts';
import { registerUnloadHandler } from './lib/lifecycle.ts';
import { storageKeys } from './lib/storage-keys.ts';

registerUnloadHandler();
applyTheme('v5');
const savedMode = localStorage.getItem(storageKeys.colorMode);
applyColorMode(savedMode === 'light' || savedMode === 'dark' ? savedMode : window.matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark');
initI18n(startLanguage(localStorage.getItem(storageKeys.language), navigator.languages));

function Root() {
  const [stage, setStage] = useState<StartupStage>('initializing');
  const [router, setRouter] = useState<ReturnType<typeof createRouter>>();
  useEffect(() => {
    void initialize(setStage).then(() => setRouter(createRouter()));
  }, []);
  return router ? <RouterProvider router={router} /> : <LoadingScreen stage={stage} />;
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
}
