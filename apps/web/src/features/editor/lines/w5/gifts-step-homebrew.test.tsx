import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { emptyHomebrewStore } from '@vitae/core/homebrew';
import type { W5Character } from '@vitae/core/w5';
import { ContentContext } from '../../../../lib/content/store.ts';
import { withHomebrew } from '../../../../lib/homebrew/content.tsx';
import { werewolfOf } from '../../../../testing/line-characters.ts';
import { renderInApp, testContent } from '../../../../testing/render.tsx';
import { editorOf } from '../../../../testing/wizard-step.tsx';
import type { LineDraft } from '../types.ts';

/** An installed homebrew gift (issue #49 item 4): native, total Renown 1, id 5 → content id 3026. */
const gift = { schemaVersion: 1, id: 5, version: 1, creator: 'heulerin', public: true, inviteCode: null, updatedAt: '', name: 'Mondlicht-Pfad', renown: 'wisdom', groups: [{ kind: 'native', groupId: null, minTotalRenown: 1 }], dicePool: 'Geistesschärfe + Weisheit', cost: null, duration: null, summary: 'Dem Mond nach.' };

function renderGiftsStep(character: W5Character) {
  const Body = editorOf('w5').steps.gifts!;
  const content = withHomebrew(testContent(), emptyHomebrewStore(), { gifts: [gift] });
  function Harness() {
    const [draft, setDraft] = useState({ character, step: 'gifts', state: {}, history: [], entered: character } as LineDraft<'w5'>);
    return <Body draft={draft} onChange={setDraft} />;
  }
  return renderInApp(
    <ContentContext.Provider value={content}>
      <Harness />
    </ContentContext.Provider>,
  );
}

const nativeOptions = () => [...screen.getByRole<HTMLSelectElement>('combobox', { name: 'Naturgabe' }).options].map((option) => option.textContent ?? '');

describe('the Werewolf gifts step offers installed homebrew gifts (issue #49 item 4)', () => {
  const garou = () => ({ ...werewolfOf('Ragabash', 'Stille Wanderer'), renown: { glory: 1, honor: 0, wisdom: 0 } });

  it('beside the book’s native gifts, when the character uses the homebrew book', () => {
    renderGiftsStep({ ...garou(), books: [1, 3021] });
    expect(nativeOptions().some((text) => text.includes('Mondlicht-Pfad'))).toBe(true);
    expect(nativeOptions().some((text) => text.includes('Katzenpfoten'))).toBe(true);
  });

  it('not when the character leaves the homebrew book out', () => {
    renderGiftsStep({ ...garou(), books: [1] });
    expect(nativeOptions().some((text) => text.includes('Mondlicht-Pfad'))).toBe(false);
  });
});
