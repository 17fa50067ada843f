import { useMemo } from 'react';
import type { StoredKindItem } from '@vitae/core/homebrew-kinds';
import { forgetOwnKind, keepOwnKind } from '../../../lib/homebrew/kind-store.ts';
import { useDraftEditor, type DraftEditorApi, type DraftEditorState } from '../hooks/use-draft-editor.ts';
import { deleteKindItem, fetchKindItem, kindInvite, saveKindItem } from './kind-api.ts';

export type KindEditorState<I> = DraftEditorState<I>;

const inviteMethods = { make: 'POST', renew: 'PUT', revoke: 'DELETE' } as const;

/**
 * One item of another line's kind (a gift, a rite, …) for its editor, as `useItemEditor` does for
 * clans and disciplines (see `useDraftEditor`).
 */
export function useKindEditor<I extends StoredKindItem>(kind: string, id: number) {
  const api = useMemo<DraftEditorApi<I, object>>(
    () => ({
      fetch: () => fetchKindItem<I>(kind, id),
      save: (item) => saveKindItem(kind, item),
      remove: () => deleteKindItem(kind, id),
      invite: (action) => kindInvite(kind, id, inviteMethods[action]),
      keepOwn: (item) => keepOwnKind(kind, item),
      forgetOwn: () => forgetOwnKind(kind, id),
      notFound: () => Promise.resolve({}),
    }),
    [kind, id],
  );
  return { kind, ...useDraftEditor(api) };
}
export type KindEditor<I extends StoredKindItem> = ReturnType<typeof useKindEditor<I>>;
