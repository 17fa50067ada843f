import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLoaderData, useLocation } from 'react-router';
import type { StoredCharacter } from '@vitae/core/api';
import { CharacterConflictDialog, SaveStatus } from '../../components/character-conflict-dialog.tsx';
import { Placeholder } from '../../components/ui/placeholder.tsx';
import { applyTheme } from '../../lib/theme.ts';

import { viewerTabs } from './route-names.ts';

/** /viewer/{id}: the sheet frame in the character's game-line theme; tabs arrive with the viewer issue. */
export function Component() {
  const { t } = useTranslation();
  const { character } = useLoaderData() as { character: StoredCharacter };

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
        <h1 className="viewer__name">{character.name || t('viewer.unnamed')}</h1>
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
      </main>
      <CharacterConflictDialog />
    </div>
  );
}

export function ViewerTab() {
  const tab = useLocation().pathname.split('/').pop() ?? 'profile';
  return <Placeholder titleKey={`viewer.tabs.${tab}`} />;
}
