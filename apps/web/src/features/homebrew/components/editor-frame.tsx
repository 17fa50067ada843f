import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useBlocker, useNavigate } from 'react-router';
import type { HomebrewKind } from '@vitae/core/homebrew';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useDialogs } from '../../../components/ui/dialog-provider.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { rememberReturnTo } from '../../../lib/session/return-to.ts';
import type { ItemOf } from '../api/homebrew-api.ts';
import type { EditorState, useItemEditor } from '../hooks/use-item-editor.ts';
import { InviteCode } from './invite-code.tsx';
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
  const { confirm } = useDialogs();
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  // After a delete there is nothing left to lose, so leaving does not ask.
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

  /** Who depends on the item besides its author, in words (empty when nobody or the server could not be asked). */
  async function dependents(): Promise<string> {
    const answer = await fetchUsage(kind, saved.id);
    const usage = answer.ok ? homebrewUsageSchema.safeParse(answer.data) : undefined;
    if (!usage?.success) return '';
    const { installs, characters, clans } = usage.data;
    const parts = [
      installs > 0 ? t('homebrew.usage.installs', { count: installs }) : '',
      characters > 0 ? t('homebrew.usage.characters', { count: characters }) : '',
      clans.length > 0 ? t('homebrew.usage.clans', { count: clans.length, names: clans.map((clan) => `„${clan.name}“`).join(', ') }) : '',
    ].filter(Boolean);
    return parts.length > 0 ? `${parts.join(' ')} ${t('homebrew.usage.keep')}` : '';
  }

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
    const asked = await confirm({
      title: t(`homebrew.editor.${singular[kind]}.deleteTitle`),
      content: [t('homebrew.editor.deleteQuestion', { name: saved.name }), used].filter(Boolean).join(' '),
      confirmLabel: t('homebrew.editor.delete'),
      danger: true,
    });
    if (asked && (await editor.remove())) {
      deleted.current = true;
      void navigate(homebrewTabPath);
    }
  }

  return (
    <main className="homebrew-editor homebrew stack">
      <Link to={homebrewTabPath}>{t('homebrew.editor.back')}</Link>
      <header>
        <h1>{t(`homebrew.editor.${singular[kind]}.title`, { name: saved.name })}</h1>
        <p className="lexicon__meta">
          {t('homebrew.meta', { creator: saved.creator, version: saved.version })} · {saved.public ? t('homebrew.public') : t('homebrew.private')}
        </p>
      </header>
      {own ? null : <Alert tone="info">{t('homebrew.editor.readOnly', { creator: saved.creator })}</Alert>}
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
          aria-label={t(`homebrew.editor.${singular[kind]}.form`)}
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
    </main>
  );
}
