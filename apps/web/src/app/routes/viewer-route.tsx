import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLoaderData, useLocation } from 'react-router';
import { rulesOfLine, type ViewerTab as Tab } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import { CharacterConflictDialog, SaveStatus } from '../../components/character-conflict-dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { HomebrewContent } from '../../lib/homebrew-content.tsx';
import { applyTheme } from '../../lib/theme.ts';
import { SheetNavigation } from '../../features/viewer/components/sheet-navigation.tsx';
import { ViewerExperienceBar } from '../../features/viewer/components/viewer-top-bar.tsx';
import { useViewerCharacter } from '../../features/viewer/hooks/use-viewer-character.ts';
import { sheetFor } from '../../features/viewer/lines/index.ts';

// The PDF code and its library load only when the PDF tab opens.
const PdfTab = lazy(async () => ({ default: (await import('../../features/viewer/components/pdf-tab.tsx')).PdfTab }));

/** The tabs the character's line shows, in its order (a vampire never sees another line's tabs). */
function tabsOf(character: StoredCharacter): readonly Tab[] {
  const sheet = sheetFor(character.gameLine);
  return rulesOfLine(character.gameLine).sheet.tabs.filter((tab) => tab === 'pdf' || sheet?.tabs[tab] !== undefined);
}

/** /viewer/{id}: the sheet in the character's game-line theme, with the line's own tabs and dice. */
export function Component() {
  const { t } = useTranslation();
  const loaded = (useLoaderData() as { character: StoredCharacter }).character;
  // Live from the character manager, so a rename or a save elsewhere shows at once.
  const character = useViewerCharacter().entry?.character ?? loaded;
  const DiceTools = sheetFor(character.gameLine)?.DiceTools;

  useEffect(() => {
    applyTheme(character.gameLine);
    return () => applyTheme('v5');
  }, [character.gameLine]);

  return (
    <HomebrewContent>
      <div className="viewer">
        <header className="app-header">
          <NavLink to="/" className="app-header__brand" aria-label={t('viewer.back')}>
            ←
          </NavLink>
          {character.avatar ? <img className="viewer__avatar" src={character.avatar} alt="" /> : null}
          <h1 className="viewer__name">{character.name || t('viewer.unnamed')}</h1>
          <ViewerExperienceBar />
          <SaveStatus />
        </header>
        <nav className="tabs tabs--scroll" aria-label={t('viewer.tabsLabel')}>
          {tabsOf(character).map((tab) => (
            <NavLink key={tab} to={tab} className={({ isActive }) => `tabs__tab${isActive ? ' tabs__tab--active' : ''}`}>
              {t(`viewer.tabs.${tab}`)}
            </NavLink>
          ))}
        </nav>
        <main className="viewer__body">
          <Outlet />
          {DiceTools ? <DiceTools /> : null}
          <SheetNavigation />
        </main>
        <CharacterConflictDialog />
      </div>
    </HomebrewContent>
  );
}

/** One tab of the sheet: the line's component for it; a tab the line does not have opens the profile. */
export function ViewerTab() {
  const { t } = useTranslation();
  const tab = (useLocation().pathname.split('/').pop() ?? 'profile') as Tab;
  const character = useViewerCharacter().entry?.character;
  if (!character) return null;
  if (!tabsOf(character).includes(tab)) return <Navigate to="../profile" relative="path" replace />;
  if (tab === 'pdf')
    return (
      <Suspense fallback={<Spinner label={t('pdf.busy')} />}>
        <PdfTab />
      </Suspense>
    );
  const Body = sheetFor(character.gameLine)?.tabs[tab];
  return Body ? <Body /> : null;
}
