import { useCallback, useEffect, useState } from 'react';
import type { HomebrewKind } from '@vitae/core/homebrew';
import { loadAccount } from '../../../lib/session/account.ts';
import type { ApiResult } from '../../../lib/api-client.ts';
import { errorKey } from '../../../lib/error-text.ts';
import { forgetOwn, keepOwn } from '../../../lib/homebrew/store.ts';
import { sessionState } from '../../../lib/session/state.ts';
import { loadSession } from '../../../lib/session/store.ts';
import { deleteItem, fetchItem, makeInviteCode, renewInviteCode, revokeInviteCode, saveItem, type ItemOf } from '../api/homebrew-api.ts';

type Failure = Extract<ApiResult<unknown>, { ok: false }>;

export type EditorState<K extends HomebrewKind> =
  | { status: 'loading' }
  /** `signedIn` false: private items may exist that only their author, logged in, can see. */
  | { status: 'not-found'; signedIn: boolean }
  | { status: 'failed'; errorKey: string }
  | { status: 'ready'; saved: ItemOf<K>; draft: ItemOf<K>; own: boolean };

/**
 * Loads one item for its editor and keeps the author's draft apart from the saved item, so a
 * failed save never loses an edit. A save from an outdated copy keeps the draft and offers the
 * stored item (`conflict`) instead.
 */
export function useItemEditor<K extends HomebrewKind>(kind: K, id: number) {
  const [state, setState] = useState<EditorState<K>>({ status: 'loading' });
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [conflict, setConflict] = useState<ItemOf<K>>();

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    const result = await fetchItem(kind, id);
    if (result.ok) {
      const own = result.data.creator.toLowerCase() === loadAccount()?.alias.toLowerCase();
      setState({ status: 'ready', saved: result.data, draft: result.data, own });
    } else if (result.status === 404 || result.status === 400) {
      setState({ status: 'not-found', signedIn: sessionState(await loadSession(), Date.now()) !== 'not_found' });
    } else {
      setState({ status: 'failed', errorKey: errorKey(result) });
    }
  }, [kind, id]);

  useEffect(() => {
    void load();
  }, [load]);

  const setDraft = useCallback((change: (draft: ItemOf<K>) => ItemOf<K>) => {
    setState((current) => (current.status === 'ready' ? { ...current, draft: change(current.draft) } : current));
  }, []);

  function accept(item: ItemOf<K>) {
    keepOwn(kind, item);
    setConflict(undefined);
    setProblem(undefined);
    setState((current) => (current.status === 'ready' ? { ...current, saved: item, draft: item } : current));
  }

  /** Saves `item` (the draft, possibly with changes such as `public`); `true` when the server kept it. */
  /** The saved item and the draft both take the new invite code (or none). */
  function showInviteCode(inviteCode: string | null) {
    setState((current) =>
      current.status === 'ready' ? { ...current, saved: { ...current.saved, inviteCode }, draft: { ...current.draft, inviteCode } } : current,
    );
  }

  async function save(item: ItemOf<K>): Promise<boolean> {
    setSaving(true);
    const result = await saveItem(kind, item);
    setSaving(false);
    if (result.ok) {
      accept(result.data);
      return true;
    }
    if (result.status === 409) {
      setConflict((result.body as { item: ItemOf<K> }).item);
      setProblem('homebrew.editor.conflict');
    } else {
      setProblem(errorKey(result as Failure));
    }
    return false;
  }

  return {
    state,
    saving,
    problem,
    setProblem,
    conflict,
    setDraft,
    save,
    reload: load,
    /** Drops the draft for the stored item the conflict brought. */
    takeStored() {
      if (conflict) accept(conflict);
    },
    /** Saves the draft over the stored item the conflict brought. */
    overwriteStored(draft: ItemOf<K>) {
      if (conflict) return save({ ...draft, version: conflict.version });
      return Promise.resolve(false);
    },
    async remove(): Promise<boolean> {
      const result = await deleteItem(kind, id);
      if (!result.ok) {
        setProblem(errorKey(result));
        return false;
      }
      forgetOwn(kind, id);
      return true;
    },
    async invite(): Promise<string | undefined> {
      const result = await makeInviteCode(kind, id);
      if (!result.ok) {
        setProblem(errorKey(result));
        return undefined;
      }
      showInviteCode(result.data.inviteCode);
      return result.data.inviteCode;
    },
    /** A new code; the old one stops working. */
    async renewInvite(): Promise<string | undefined> {
      const result = await renewInviteCode(kind, id);
      if (!result.ok) {
        setProblem(errorKey(result));
        return undefined;
      }
      showInviteCode(result.data.inviteCode);
      return result.data.inviteCode;
    },
    /** No code any more; a new one can be made later. */
    async revokeInvite(): Promise<boolean> {
      const result = await revokeInviteCode(kind, id);
      if (!result.ok) {
        setProblem(errorKey(result));
        return false;
      }
      showInviteCode(null);
      return true;
    },
  };
}
