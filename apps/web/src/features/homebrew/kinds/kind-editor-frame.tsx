import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { StoredKindItem } from '@vitae/core/homebrew-kinds';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { EditorColumns, useLeaveGuard, usageWords } from '../components/editor-columns.tsx';
import { EditorHeading } from '../components/editor-heading.tsx';
import { kindUsage } from './kind-api.ts';
import type { KindEditor, KindEditorState } from './use-kind-editor.ts';
import '../homebrew.css';

export const homebrewMinePath = '/?tab=homebrew&section=mine';

type StatusProps<I extends StoredKindItem> = { kindName: string } & ({ editor: KindEditor<I> } | { state: Exclude<KindEditorState<I>, { status: 'ready' }>; onRetry: () => void });

/** Loading, not found or failed: what stands where the editor of a gift, rite, … would be (give the editor, or its state and a retry). */
export function KindEditorStatus<I extends StoredKindItem>(props: StatusProps<I>) {
  const { t } = useTranslation();
  const { kindName } = props;
  const state = 'editor' in props ? props.editor.state : props.state;
  const onRetry = 'editor' in props ? () => void props.editor.reload() : props.onRetry;
  return (
    <main className="homebrew-editor homebrew stack">
      <Link to={homebrewMinePath}>{t('homebrew.editor.back')}</Link>
      {state.status === 'loading' ? <Spinner label={t('homebrew.editor.loading')} /> : null}
      {state.status === 'not-found' ? <h1>{t('homebrew.kinds.notFound', { kind: kindName })}</h1> : null}
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

interface FrameProps<I extends StoredKindItem> {
  /** The kind in the line's words, singular ("Gabe"). */
  kindName: string;
  editor: KindEditor<I>;
  saved: I;
  draft: I;
  own: boolean;
  onSave: (publish: boolean) => Promise<boolean>;
  preview: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every other line's kind editor, as the clan and discipline editors have it: title,
 * messages, the form beside its live preview, and save, publish/private, invite code and delete.
 */
export function KindEditorFrame<I extends StoredKindItem>({ kindName, editor, saved, draft, own, onSave, preview, children }: FrameProps<I>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const { markDeleted } = useLeaveGuard(dirty);

  /** Who depends on the item besides its author, in words (empty when nobody or unknown). */
  async function dependents(): Promise<string> {
    const answer = await kindUsage(editor.kind, saved.id);
    return answer.ok ? usageWords(t, answer.data) : '';
  }

  return (
    <main className="homebrew-editor homebrew stack">
      <Link to={homebrewMinePath}>{t('homebrew.editor.back')}</Link>
      <EditorHeading title={t('homebrew.kinds.title', { kind: kindName, name: saved.name })} saved={saved} />
      {own ? null : <Alert tone="info">{t('homebrew.editor.readOnly', { creator: saved.creator })}</Alert>}
      <EditorColumns
        editor={editor}
        draft={draft}
        saved={saved}
        own={own}
        dirty={dirty}
        formLabel={t('homebrew.kinds.form', { kind: kindName })}
        onSave={onSave}
        dependents={dependents}
        deleteTitle={t('homebrew.kinds.deleteTitle', { kind: kindName })}
        onRemoved={() => {
          markDeleted();
          void navigate(homebrewMinePath);
        }}
        preview={preview}
      >
        {children}
      </EditorColumns>
    </main>
  );
}
