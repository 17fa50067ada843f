import { useCallback, useEffect, useState } from 'react';
import type { ApiResult } from '../../../lib/api-client.ts';
import { errorKey } from '../../../lib/error-text.ts';
import { loadAccount } from '../../../lib/session/account.ts';

type Failure = Extract<ApiResult<unknown>, { ok: false }>;

/** What every homebrew item brings for its editor, whatever its kind. */
export interface DraftItem {
  creator: string;
  version: number;
  inviteCode?: string | null;
}

/** `NotFound`: what the editor learns besides the item missing (e.g. whether the reader is signed in). */
export type DraftEditorState<I, NotFound extends object = object> =
  | { status: 'loading' }
  | ({ status: 'not-found' } & NotFound)
  | { status: 'failed'; errorKey: string }
  | { status: 'ready'; saved: I; draft: I; own: boolean };

export type InviteAction = 'make' | 'renew' | 'revoke';

/** The calls of one item's editor, bound to its kind and id (keep it stable, e.g. with `useMemo`). */
export interface DraftEditorApi<I, NotFound extends object> {
  fetch(): Promise<ApiResult<I>>;
  /** A 409 carries the stored item in `body.item`. */
  save(item: I): Promise<ApiResult<I>>;
  remove(): Promise<ApiResult<unknown>>;
  invite(action: InviteAction): Promise<ApiResult<{ inviteCode?: string; message?: string }>>;
  /** Keeps the saved item among the author's own, so lists and sheets see it at once. */
  keepOwn(item: I): void;
  forgetOwn(): void;
  notFound(): Promise<NotFound>;
}

/**
 * Loads one homebrew item for its editor and keeps the author's draft apart from the saved item,
 * so a failed save never loses an edit. A save from an outdated copy keeps the draft and offers
 * the stored item (`conflict`) instead. The kind's own calls come in through `api`.
 */
export function useDraftEditor<I extends DraftItem, NotFound extends object>(api: DraftEditorApi<I, NotFound>) {
  const [state, setState] = useState<DraftEditorState<I, NotFound>>({ status: 'loading' });
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [conflict, setConflict] = useState<I>();

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    const result = await api.fetch();
    if (result.ok) {
      const own = result.data.creator.toLowerCase() === loadAccount()?.alias.toLowerCase();
      setState({ status: 'ready', saved: result.data, draft: result.data, own });
    } else if (result.status === 404 || result.status === 400) {
      setState({ status: 'not-found', ...(await api.notFound()) });
    } else {
      setState({ status: 'failed', errorKey: errorKey(result) });
    }
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  const setDraft = useCallback((change: (draft: I) => I) => {
    setState((current) => (current.status === 'ready' ? { ...current, draft: change(current.draft) } : current));
  }, []);

  function accept(item: I) {
    api.keepOwn(item);
    setConflict(undefined);
    setProblem(undefined);
    setState((current) => (current.status === 'ready' ? { ...current, saved: item, draft: item } : current));
  }

  /** The saved item and the draft both take the new invite code (or none). */
  function showInviteCode(inviteCode: string | null) {
    setState((current) =>
      current.status === 'ready' ? { ...current, saved: { ...current.saved, inviteCode }, draft: { ...current.draft, inviteCode } } : current,
    );
  }

  /** Saves `item` (the draft, possibly with changes such as `public`); `true` when the server kept it. */
  async function save(item: I): Promise<boolean> {
    setSaving(true);
    const result = await api.save(item);
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

  async function invite(action: 'make' | 'renew'): Promise<string | undefined> {
    const result = await api.invite(action);
    if (!result.ok) {
      setProblem(errorKey(result));
      return undefined;
    }
    if (!result.data.inviteCode) return undefined;
    showInviteCode(result.data.inviteCode);
    return result.data.inviteCode;
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
    overwriteStored(draft: I): Promise<boolean> {
      return conflict ? save({ ...draft, version: conflict.version }) : Promise.resolve(false);
    },
    async remove(): Promise<boolean> {
      const result = await api.remove();
      if (!result.ok) {
        setProblem(errorKey(result));
        return false;
      }
      api.forgetOwn();
      return true;
    },
    invite: () => invite('make'),
    /** A new code; the old one stops working. */
    renewInvite: () => invite('renew'),
    /** No code any more; a new one can be made later. */
    async revokeInvite(): Promise<boolean> {
      const result = await api.invite('revoke');
      if (!result.ok) {
        setProblem(errorKey(result));
        return false;
      }
      showInviteCode(null);
      return true;
    },
  };
}
