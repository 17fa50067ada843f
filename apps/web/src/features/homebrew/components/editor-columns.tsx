import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useBlocker } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useDialogs } from '../../../components/ui/dialog-provider.tsx';
import { InviteCode } from './invite-code.tsx';

/** What the editor columns need of an item editor (the clan and discipline one, or another line's kind editor). */
export interface EditorActions<I> {
  saving: boolean;
  problem?: string;
  conflict?: { version: number };
  overwriteStored: (draft: I) => Promise<boolean>;
  takeStored: () => void;
  invite: () => Promise<string | undefined>;
  renewInvite: () => Promise<string | undefined>;
  revokeInvite: () => Promise<boolean>;
  remove: () => Promise<boolean>;
}

/** Who depends on an item besides its author, in words (empty when nobody); `more` are a kind's own parts (the clans using a discipline). */
export function usageWords(t: TFunction, usage: { installs: number; characters: number }, more: string[] = []): string {
  const parts = [usage.installs > 0 ? t('homebrew.usage.installs', { count: usage.installs }) : '', usage.characters > 0 ? t('homebrew.usage.characters', { count: usage.characters }) : '', ...more].filter(Boolean);
  return parts.length > 0 ? `${parts.join(' ')} ${t('homebrew.usage.keep')}` : '';
}

/**
 * Leaving an editor with unsaved changes asks first (in-app navigation; closing or reloading the
 * tab gets the browser's own question); after a delete there is nothing left to lose, so call
 * `markDeleted` before navigating away.
 */
export function useLeaveGuard(dirty: boolean): { markDeleted: () => void } {
  const { t } = useTranslation();
  const { confirm } = useDialogs();
  const deleted = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !deleted.current && currentLocation.pathname !== nextLocation.pathname);

  // Asked once per blocked navigation; the blocker object itself may change while the question is open.
  const latestBlocker = useRef(blocker);
  latestBlocker.current = blocker;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({ title: t('homebrew.editor.leaveTitle'), content: t('homebrew.editor.leaveQuestion'), confirmLabel: t('homebrew.editor.leave'), danger: true }).then((leave) => {
      const current = latestBlocker.current;
      if (current.state !== 'blocked') return;
      if (leave) current.proceed();
      else current.reset();
    });
  }, [blocker.state, confirm, t]);

  useEffect(() => {
    if (!dirty) return;
    const onUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [dirty]);

  return {
    markDeleted: () => {
      deleted.current = true;
    },
  };
}

interface ColumnsProps<I extends { public: boolean; inviteCode: string | null }> {
  editor: EditorActions<I>;
  draft: I;
  saved: { name: string; inviteCode: string | null };
  own: boolean;
  dirty: boolean;
  /** The form's accessible name. */
  formLabel: string;
  onSave: (publish: boolean) => Promise<boolean>;
  /** Who would lose the item, in words (`usageWords`), asked before making it private or deleting it. */
  dependents: () => Promise<string>;
  /** The delete question's title ("Gabe löschen?"). */
  deleteTitle: string;
  /** After the item is deleted (leave the editor). */
  onRemoved: () => void;
  preview: ReactNode;
  children: ReactNode;
}

/**
 * Below an editor's title: the problem (with the way out of a conflict), then the form with the
 * author's actions (save, publish or make private, invite code, delete) beside its live preview.
 */
export function EditorColumns<I extends { public: boolean; inviteCode: string | null }>(props: ColumnsProps<I>) {
  const { editor, draft, saved, own, dirty, formLabel, onSave, dependents, preview, children } = props;
  const { t } = useTranslation();
  const { confirm } = useDialogs();

  /** Making a used item private says first who loses its updates. */
  async function togglePublic() {
    if (draft.public) {
      const used = await dependents();
      if (used && !(await confirm({ title: t('homebrew.editor.makePrivateTitle'), content: used, confirmLabel: t('homebrew.editor.makePrivate'), danger: true }))) return;
    }
    void onSave(!draft.public);
  }

  async function remove() {
    const used = await dependents();
    const content = [t('homebrew.editor.deleteQuestion', { name: saved.name }), used].filter(Boolean).join(' ');
    if ((await confirm({ title: props.deleteTitle, content, confirmLabel: t('homebrew.editor.delete'), danger: true })) && (await editor.remove())) props.onRemoved();
  }

  return (
    <>
      {editor.problem ? (
        <div className="stack">
          <Alert>{t(editor.problem)}</Alert>
          {editor.conflict ? (
            <div className="button-row">
              <Button variant="primary" disabled={editor.saving} onClick={() => void editor.overwriteStored(draft)}>
                {t('homebrew.editor.keepMine')}
              </Button>
              <Button onClick={editor.takeStored}>{t('homebrew.editor.takeStored', { version: editor.conflict.version })}</Button>
            </div>
          ) : null}
        </div>
      ) : null}
      <div className="homebrew-editor__columns">
        <form
          className="stack"
          aria-label={formLabel}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (own) void onSave(draft.public);
          }}
        >
          {children}
          {own ? (
            <div className="homebrew-editor__actions card stack">
              <div className="button-row">
                <Button type="submit" variant="primary" disabled={editor.saving}>
                  {editor.saving ? t('homebrew.editor.saving') : t('homebrew.editor.save')}
                </Button>
                <Button disabled={editor.saving} onClick={() => void togglePublic()}>
                  {draft.public ? t('homebrew.editor.makePrivate') : t('homebrew.editor.publish')}
                </Button>
              </div>
              <p className="field__hint" role="status">
                {dirty ? t('homebrew.editor.unsaved') : t('homebrew.editor.allSaved')}
              </p>
              <InviteCode code={saved.inviteCode} onCreate={editor.invite} onRenew={editor.renewInvite} onRevoke={editor.revokeInvite} />
              <div className="button-row">
                <Button variant="danger" onClick={() => void remove()}>
                  {t('homebrew.editor.delete')}
                </Button>
              </div>
            </div>
          ) : null}
        </form>
        <aside className="homebrew-editor__preview stack" aria-label={t('homebrew.editor.preview')}>
          <h2>{t('homebrew.editor.preview')}</h2>
          <div className="lexicon">{preview}</div>
        </aside>
      </div>
    </>
  );
}
