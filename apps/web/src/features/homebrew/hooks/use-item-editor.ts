import { useMemo } from 'react';
import type { HomebrewKind } from '@vitae/core/homebrew';
import { forgetOwn, keepOwn } from '../../../lib/homebrew/store.ts';
import { sessionState } from '../../../lib/session/state.ts';
import { loadSession } from '../../../lib/session/store.ts';
import { deleteItem, fetchItem, makeInviteCode, renewInviteCode, revokeInviteCode, saveItem, type ItemOf } from '../api/homebrew-api.ts';
import { useDraftEditor, type DraftEditorApi, type DraftEditorState } from './use-draft-editor.ts';

/** `signedIn` false: private items may exist that only their author, logged in, can see. */
type NotFound = { signedIn: boolean };

export type EditorState<K extends HomebrewKind> = DraftEditorState<ItemOf<K>, NotFound>;

const inviteCalls = { make: makeInviteCode, renew: renewInviteCode, revoke: revokeInviteCode };

/** A clan or discipline for its editor (see `useDraftEditor`). */
export function useItemEditor<K extends HomebrewKind>(kind: K, id: number) {
  const api = useMemo<DraftEditorApi<ItemOf<K>, NotFound>>(
    () => ({
      fetch: () => fetchItem(kind, id),
      save: (item) => saveItem(kind, item),
      remove: () => deleteItem(kind, id),
      invite: (action) => inviteCalls[action](kind, id),
      keepOwn: (item) => keepOwn(kind, item),
      forgetOwn: () => forgetOwn(kind, id),
      notFound: async () => ({ signedIn: sessionState(await loadSession(), Date.now()) !== 'not_found' }),
    }),
    [kind, id],
  );
  return useDraftEditor(api);
}
