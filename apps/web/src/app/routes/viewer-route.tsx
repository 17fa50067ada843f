import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLoaderData, useLocation } from 'react-router';
import type { StoredCharacter } from '@vitae/core/api';
import { CharacterConflictDialog, SaveStatus } from '../../components/character-conflict-dialog.tsx';
import { Placeholder } from '../../components/ui/placeholder.tsx';
import { applyTheme } from '../../lib/theme.ts';

import { viewerTabs } from './route-names.ts';
import { Spinner } from '../../components/ui/spinner.tsx';

// The PDF code and its library load only when the PDF tab opens.
const PdfTab = lazy(async () => ({ default: (await import('../../features/viewer/components/pdf-tab.tsx')).PdfTab }));
import { ProfileTab } from '../../features/viewer/components/profile-tab.tsx';
import { TraitsGrid } from '../../features/viewer/components/traits-grid.tsx';
import { DisciplinesTab } from '../../features/viewer/components/disciplines-tab.tsx';
import { InventoryTab } from '../../features/viewer/components/inventory-tab.tsx';
import { RitualsTab, TraitsTab } from '../../features/viewer/components/owned-lists.tsx';
import { SheetNavigation } from '../../features/viewer/components/sheet-navigation.tsx';
import { ViewerExperienceBar } from '../../features/viewer/components/viewer-top-bar.tsx';
import { useViewerCharacter } from '../../features/viewer/hooks/use-viewer-character.ts';
import { DiceTools } from '../../features/viewer/components/dice/dice-tools.tsx';

/** /viewer/{id}: the sheet in the character's game-line theme; the remaining tabs arrive with issue #7. */
export function Component() {
  const { t } = useTranslation();
  const loaded = (useLoaderData() as { character: StoredCharacter }).character;
  // Live from the character manager, so a rename or a save elsewhere shows at once.
  const character = useViewerCharacter().entry?.character ?? loaded;

  useEffect(() => {
    applyTheme(character.gameLine);
    return () => applyTheme('v5');
  }, [character.gameLine]);

  return (
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
        {viewerTabs.map((tab) => (
          <NavLink key={tab} to={tab} className={({ isActive }) => `tabs__tab${isActive ? ' tabs__tab--active' : ''}`}>
            {t(`viewer.tabs.${tab}`)}
          </NavLink>
        ))}
      </nav>
      <main className="viewer__body">
        <Outlet />
        <DiceTools />
        <SheetNavigation />
      </main>
      <CharacterConflictDialog />
    </div>
  );
}

export function ViewerTab() {
  const { t } = useTranslation();
  const tab = useLocation().pathname.split('/').pop() ?? 'profile';
  if (tab === 'profile') return <ProfileTab />;
  if (tab === 'attributes') return <TraitsGrid kind="attributes" />;
  if (tab === 'skills') return <TraitsGrid kind="skills" />;
  if (tab === 'disciplines') return <DisciplinesTab />;
  if (tab === 'inventory') return <InventoryTab />;
  if (tab === 'traits') return <TraitsTab />;
  if (tab === 'bloodrituals') return <RitualsTab />;
  if (tab === 'pdf')
    return (
      <Suspense fallback={<Spinner label={t('pdf.busy')} />}>
        <PdfTab />
      </Suspense>
    );
  return <Placeholder titleKey={`viewer.tabs.${tab}`} />;
}
