import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoredCharacter } from '@vitae/core/api';
import { HomebrewContent } from '../../../../lib/homebrew/content.tsx';
import { answerRequests, openCharacter, renderSheet } from '../../../../testing/render.tsx';
import { BackgroundsCard } from './backgrounds-card.tsx';
import { MeritsCard } from './merits-card.tsx';
import type { StoredMage } from './use-mage.ts';

const stored = { schemaVersion: 1, version: 1, creator: 'Ada', public: true, inviteCode: null, updatedAt: '2026-12-07T12:00:00.000Z', description: '' } as const;
const held = [
  { kind: 'mage-backgrounds', id: 13, version: 1, data: { ...stored, id: 13, name: 'Sternwarte', max: 5, doubleCost: false, pooled: false, technocracyOnly: false, levels: [] } },
  { kind: 'mage-merits', id: 8, version: 1, data: { ...stored, id: 8, name: 'Klarer Kopf', side: 'merit', category: 'mental', repeatable: false, cost: { min: 2, max: 3 } } },
];

function mage(): StoredCharacter {
  return openCharacter('m20', (blank) => ({ ...blank, backgrounds: { ...(blank as StoredMage).backgrounds, avatar: 2, 'homebrew-13': 3 }, merits: [{ id: 'homebrew-8', name: 'Klarer Kopf', points: 2, note: '' }], homebrewItems: held }) as StoredCharacter);
}

describe('the Mage sheet marks homebrew merits and backgrounds (issue #49)', () => {
  it('names a held background and merit even when not installed, each with the Homebrew badge; the book’s have none', async () => {
    answerRequests(() => ({ status: 200, body: {} }));
    const character = mage();
    renderSheet(
      <HomebrewContent held={held}>
        <BackgroundsCard />
        <MeritsCard />
      </HomebrewContent>,
      character,
      'traits',
    );
    const observatory = await screen.findByTestId('background-homebrew-13');
    expect(within(observatory).getByText('Sternwarte')).toBeTruthy();
    expect(within(observatory).getByText('Homebrew')).toBeTruthy();
    expect(within(screen.getByTestId('background-avatar')).queryByText('Homebrew')).toBeNull();
    const merit = screen.getByText(/^Klarer Kopf \(2\)/).closest('li')!;
    expect(within(merit).getByText('Homebrew')).toBeTruthy();
  });
});
