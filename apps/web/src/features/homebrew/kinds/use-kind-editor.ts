import { useCallback, useEffect, useState } from 'react';
import type { StoredKindItem } from '@vitae/core/homebrew-kinds';
import type { ApiResult } from '../../../lib/api-client.ts';
import { errorKey } from '../../../lib/error-text.ts';
import { forgetOwnKind, keepOwnKind } from '../../../lib/homebrew/kind-store.ts';
import { loadAccount } from '../../../lib/session/account.ts';
import { deleteKindItem, fetchKindItem, kindInvite, saveKindItem } from './kind-api.ts';

type Failure = Extract<ApiResult<unknown>, { ok: false }>;

export type KindEditorState<I> = { status: 'loading' } | { status: 'not-found' } | { status: 'failed'; errorKey: string } | { status: 'ready'; saved: I; draft: I; own: boolean };

/**
 * One item of another line's kind (a gift, a rite, …) for its editor, as `useItemEditor` does for
 * clans and disciplines: the draft stays apart from the saved item, so a failed save loses nothing;
 * a save from an outdated copy keeps the draft and offers the stored item (`conflict`).
 */
export function useKindEditor<I extends StoredKindItem>(kind: string, id: number) {
  const [state, setState] = useState<KindEditorState<I>>({ status: 'loading' });
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [conflict, setConflict] = useState<I>();

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    const result = await fetchKindItem<I>(kind, id);
    if (result.ok) setState({ status: 'ready', saved: result.data, draft: result.data, own: result.data.creator.toLowerCase() === loadAccount()?.alias.toLowerCase() });
    else if (result.status === 404 || result.status === 400) setState({ status: 'not-found' });
    else setState({ status: 'failed', errorKey: errorKey(result) });
  }, [kind, id]);

  useEffect(() => {
    void load();
  }, [load]);

  const setDraft = useCallback((change: (draft: I) => I) => {
    setState((current) => (current.status === 'ready' ? { ...current, draft: change(current.draft) } : current));
  }, []);

  function accept(item: I) {
    keepOwnKind(kind, item);
    setConflict(undefined);
    setProblem(undefined);
    setState((current) => (current.status === 'ready' ? { ...current, saved: item, draft: item } : current));
  }

  function showInviteCode(inviteCode: string | null) {
    setState((current) => (current.status === 'ready' ? { ...current, saved: { ...current.saved, inviteCode }, draft: { ...current.draft, inviteCode } } : current));
  }

  async function save(item: I): Promise<boolean> {
    setSaving(true);
    const result = await saveKindItem(kind, item);
    setSaving(false);
    if (result.ok) {
      accept(result.data);
      return true;
    }
    if (result.status === 409) {
      setConflict((result.body as { item: I }).item);
      setProblem('homebrew.editor.conflict');
    } else {
      setProblem(errorKey(result as Failure));
    }
    return false;
  }

  async function invite(method: 'POST' | 'PUT'): Promise<string | undefined> {
    const result = await kindInvite(kind, id, method);
    if (!result.ok || !result.data.inviteCode) {
      if (!result.ok) setProblem(errorKey(result));
      return undefined;
    }
    showInviteCode(result.data.inviteCode);
    return result.data.inviteCode;
  }

  return {
    kind,
    state,
    saving,
    problem,
    setProblem,
    conflict,
    setDraft,
    save,
    reload: load,
    takeStored() {
      if (conflict) accept(conflict);
    },
    overwriteStored(draft: I) {
      return conflict ? save({ ...draft, version: conflict.version }) : Promise.resolve(false);
    },
    async remove(): Promise<boolean> {
      const result = await deleteKindItem(kind, id);
      if (!result.ok) {
        setProblem(errorKey(result));
        return false;
      }
      forgetOwnKind(kind, id);
      return true;
    },
    invite: () => invite('POST'),
    renewInvite: () => invite('PUT'),
    async revokeInvite(): Promise<boolean> {
      const result = await kindInvite(kind, id, 'DELETE');
      if (!result.ok) {
        setProblem(errorKey(result));
        return false;
      }
      showInviteCode(null);
      return true;
    },
  };
}
export type KindEditor<I extends StoredKindItem> = ReturnType<typeof useKindEditor<I>>;
