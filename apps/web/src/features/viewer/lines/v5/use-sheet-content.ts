import { useMemo } from 'react';
import { characterContent } from '@vitae/core/homebrew';
import type { V5Character, V5Content } from '@vitae/core/v5';
import { useLineContent } from '../../../../lib/content/store.ts';

/**
 * The Vampire content as this character's sheet sees it: the homebrew it holds in the versions it
 * holds (also when the author changed or deleted them, or this device never installed them).
 * Merged again only when the content or the character's homebrew changes.
 */
export function useSheetContent(character: Pick<V5Character, 'homebrew'> | undefined): V5Content {
  const content = useLineContent('v5');
  const snapshot = character?.homebrew;
  return useMemo(() => (snapshot ? characterContent(content, snapshot) : content), [content, snapshot]);
}
