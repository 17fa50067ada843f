import { createBrowserRouter, redirect } from 'react-router';
import { coreGameLine, rulesOfLine } from '@vitae/core';
import { mainLoader, sessionGuard } from './guards.ts';
import { RootLayout, RouteError, RouteLoading } from './root-layout.tsx';
import { loggedInLoader } from './routes/logged-in-route.ts';
import { NotFoundRoute } from './routes/not-found-route.tsx';
import { allEditorSteps, viewerTabs } from './routes/route-names.ts';
import { loadHomebrewTexts, loadLineTexts, loadMainTexts, loadSheetTexts } from '../i18n/i18n.ts';

const [firstStep] = rulesOfLine(coreGameLine).creation.steps;

const loadLoginScreen = () => import('../features/auth/components/login-screen.tsx');

/** Starts loading the code of the first screen while start-up still runs. */
export function prefetchFirstScreen(path: string): void {
  if (path.startsWith('/login')) void loadLoginScreen();
}

/** A route's module, once the texts of the screens behind the login are here too (and `more`, e.g. the sheet's). */
async function withTexts<T>(module: Promise<T>, ...more: Array<Promise<void>>): Promise<T> {
  return (await Promise.all([module, loadMainTexts(), ...more]))[0];
}

/** Every route of docs/product-spec.md §2. Heavy screens load on demand, so the first screen stays small. */
export function createRouter() {
  return createBrowserRouter([
    {
      Component: RootLayout,
      HydrateFallback: RouteLoading,
      ErrorBoundary: RouteError,
      children: [
        { path: '/', loader: mainLoader, lazy: async () => ({ Component: (await withTexts(import('./routes/main-route.tsx'))).MainScreen }) },
        {
          path: '/login',
          lazy: async () => ({ Component: (await loadLoginScreen()).LoginScreen }),
        },
        { path: '/logged-in', loader: loggedInLoader },
        {
          path: '/editor',
          loader: sessionGuard,
          // The wizard offers every line: their texts come with it.
          lazy: () => withTexts(import('./routes/editor-route.tsx'), loadSheetTexts(), loadLineTexts()),
          children: [
            // The wizard moves on to the draft's own step from any step route; it starts at the core line's first.
            { index: true, loader: () => redirect(`/editor/${firstStep}`) },
            ...allEditorSteps.map((step) => ({
              path: step,
              lazy: async () => ({ Component: (await import('./routes/editor-route.tsx')).EditorStep }),
            })),
          ],
        },
        {
          path: '/viewer/:characterId',
          // The character manager loads with the viewer, not with every screen.
          loader: async (args) => (await import('./viewer-guard.ts')).viewerLoader(args),
          lazy: () => withTexts(import('./routes/viewer-route.tsx'), loadSheetTexts()),
          children: [
            // Opening the viewer always starts on the profile tab.
            { index: true, loader: ({ params }) => redirect(`/viewer/${params.characterId}/profile`) },
            ...viewerTabs.map((tab) => ({
              path: tab,
              lazy: async () => ({ Component: (await import('./routes/viewer-route.tsx')).ViewerTab }),
            })),
          ],
        },
        {
          path: '/play/join/:invite',
          loader: sessionGuard,
          lazy: async () => ({ Component: (await withTexts(import('./routes/play-route.tsx'))).PlayJoinRoute }),
        },
        {
          path: '/play/:sessionId',
          loader: sessionGuard,
          lazy: async () => ({ Component: (await withTexts(import('./routes/play-route.tsx'))).PlaySessionRoute }),
        },
        {
          // Spec §2: no guard; the editor shows public items to anyone and says when a login would help.
          path: '/homebrew/discipline-editor/:disciplineId',
          lazy: async () => ({ Component: (await withTexts(import('./routes/homebrew-route.tsx'), loadHomebrewTexts())).DisciplineEditorRoute }),
        },
        {
          path: '/homebrew/clan-editor/:clanId',
          lazy: async () => ({ Component: (await withTexts(import('./routes/homebrew-route.tsx'), loadHomebrewTexts())).ClanEditorRoute }),
        },
        {
          // The other lines' kinds (gifts, rites, …): their editors use their line's texts and content.
          path: '/homebrew/edit/:kind/:itemId',
          lazy: async () => ({ Component: (await withTexts(import('./routes/homebrew-route.tsx'), loadHomebrewTexts(), loadLineTexts())).KindEditorRoute }),
        },
        { path: '*', Component: NotFoundRoute },
      ],
    },
  ]);
}
