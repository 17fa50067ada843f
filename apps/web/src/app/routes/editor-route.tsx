import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { Placeholder } from '../../components/ui/placeholder.tsx';
import { loadCreationDraft } from '../../lib/creation-draft.ts';
import { applyTheme } from '../../lib/theme.ts';

/** /editor: the creation wizard frame; the steps arrive with the wizard issues. */
export function Component() {
  const { t } = useTranslation();
  // The wizard wears the theme of the line being created.
  useEffect(() => {
    applyTheme(loadCreationDraft()?.gameLine ?? 'v5');
    return () => applyTheme('v5');
  }, []);
  return (
    <div className="editor">
      <header className="app-header">
        <NavLink to="/" className="app-header__brand">
          {t('app.name')}
        </NavLink>
        <span>{t('editor.title')}</span>
      </header>
      <main className="editor__body">
        <Outlet />
      </main>
    </div>
  );
}

export function EditorStep() {
  const step = useLocation().pathname.split('/').pop() ?? '';
  return <Placeholder titleKey={`editor.steps.${step}`} />;
}
