import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { HomebrewKind } from '@vitae/core/homebrew';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { rememberReturnTo } from '../../../lib/session/return-to.ts';
import type { ItemOf } from '../api/homebrew-api.ts';
import type { EditorState, useItemEditor } from '../hooks/use-item-editor.ts';
import { EditorColumns, useLeaveGuard, usageWords } from './editor-columns.tsx';
import { EditorHeading } from './editor-heading.tsx';
import '../homebrew.css';
import { fetchUsage } from '../api/homebrew-api.ts';
import { homebrewUsageSchema } from '@vitae/core/homebrew';

export const homebrewTabPath = '/?tab=homebrew&section=mine';

/** Texts name one item: `homebrew.editor.clan.…`, `homebrew.editor.discipline.…` (the spec's keys). */
const singular = { clans: 'clan', disciplines: 'discipline' } as const;

/** Loading, not found (the spec's "… Not Found" title) or failed: what stands where the editor would be. */
export function EditorStatus<K extends HomebrewKind>({ kind, state, onRetry }: { kind: K; state: Exclude<EditorState<K>, { status: 'ready' }>; onRetry: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className="homebrew-editor homebrew stack">
      <Link to={homebrewTabPath}>{t('homebrew.editor.back')}</Link>
      {state.status === 'loading' ? <Spinner label={t('homebrew.editor.loading')} /> : null}
      {state.status === 'not-found' ? <h1>{t(`homebrew.editor.${singular[kind]}.notfound`)}</h1> : null}
      {state.status === 'not-found' && !state.signedIn ? (
        <>
          <Alert tone="info">{t('homebrew.editor.loginHint')}</Alert>
          <div className="button-row">
            <Button
              variant="primary"
              onClick={() => {
                rememberReturnTo(`${window.location.pathname}${window.location.search}`);
                void navigate('/login');
              }}
            >
              {t('homebrew.editor.login')}
            </Button>
          </div>
        </>
      ) : null}
      {state.status === 'failed' ? (
        <>
          <h1>{t('homebrew.editor.loadFailed')}</h1>
          <Alert>{t(state.errorKey)}</Alert>
          <div className="button-row">
            <Button onClick={onRetry}>{t('homebrew.editor.retry')}</Button>
          </div>
        </>
      ) : null}
    </main>
  );
}

/**
 * The editors' common frame: title, messages, the form beside its live preview, and the author's
 * actions (save, publish or make private, invite code, delete). Leaving with unsaved changes asks.
 */
export function EditorFrame<K extends HomebrewKind>({
  kind,
  editor,
  saved,
  draft,
  own,
  onSave,
  preview,
  children,
}: {
  kind: K;
  editor: ReturnType<typeof useItemEditor<K>>;
  saved: ItemOf<K>;
  draft: ItemOf<K>;
  own: boolean;
  onSave: (publish: boolean) => Promise<boolean>;
  preview: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const { markDeleted } = useLeaveGuard(dirty);

  /** Who depends on the item besides its author, in words (empty when nobody or the server could not be asked). */
  async function dependents(): Promise<string> {
    const answer = await fetchUsage(kind, saved.id);
    const usage = answer.ok ? homebrewUsageSchema.safeParse(answer.data) : undefined;
    if (!usage?.success) return '';
    const { clans } = usage.data;
    return usageWords(t, usage.data, clans.length > 0 ? [t('homebrew.usage.clans', { count: clans.length, names: clans.map((clan) => `„${clan.name}“`).join(', ') })] : []);
  }

  return (
    <main className="homebrew-editor homebrew stack">
      <Link to={homebrewTabPath}>{t('homebrew.editor.back')}</Link>
      <EditorHeading title={t(`homebrew.editor.${singular[kind]}.title`, { name: saved.name })} saved={saved} />
      {own ? null : <Alert tone="info">{t('homebrew.editor.readOnly', { creator: saved.creator })}</Alert>}
      <EditorColumns
        editor={editor}
        draft={draft}
        saved={saved}
        own={own}
        dirty={dirty}
        formLabel={t(`homebrew.editor.${singular[kind]}.form`)}
        onSave={onSave}
        dependents={dependents}
        deleteTitle={t(`homebrew.editor.${singular[kind]}.deleteTitle`)}
        onRemoved={() => {
          markDeleted();
          void navigate(homebrewTabPath);
        }}
        preview={preview}
      >
        {children}
      </EditorColumns>
    </main>
  );
}
