import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { loadCreationDraft } from '../../lib/characters/creation-draft.ts';
import { HomebrewContent } from '../../lib/homebrew/content.tsx';
import { coreGameLine } from '@vitae/core';
import { applyAppTheme, applyTheme } from '../../lib/theme.ts';
import { Wizard } from '../../features/editor/components/wizard.tsx';

/** /editor: the creation wizard frame in the theme of the line being created. */
export function Component() {
  const { t } = useTranslation();
  // The wizard wears the theme of the line being created.
  useEffect(() => {
    applyTheme(loadCreationDraft()?.character.gameLine ?? coreGameLine);
    return () => applyAppTheme();
  }, []);
  return (
    <HomebrewContent>
      <div className="editor">
        <header className="app-header">
          <NavLink to="/" className="app-header__brand">
            {t('app.name')}
          </NavLink>
          <h1 className="app-header__title">{t('editor.title')}</h1>
        </header>
        <main className="editor__body">
          <Outlet />
        </main>
      </div>
    </HomebrewContent>
  );
}

/** One wizard step: the wizard frame shows the step of the draft's line (or sends the user where the draft is). */
export function EditorStep() {
  const step = useLocation().pathname.split('/').pop() ?? '';
  return <Wizard step={step} />;
}
