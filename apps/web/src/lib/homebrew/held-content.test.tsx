import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerRequests, renderInApp } from '../../testing/render.tsx';
import { useLineContent } from '../content/store.ts';
import { HomebrewContent } from './content.tsx';
import { setInstalledKinds } from './kind-store.ts';

const stored = { schemaVersion: 1, creator: 'heulerin', public: true, inviteCode: null, updatedAt: '' } as const;
const gift = (id: number, version: number, name: string) => ({ ...stored, id, version, name, renown: 'wisdom', groups: [{ kind: 'native', groupId: null, minTotalRenown: 1 }], dicePool: 'Geistesschärfe + Weisheit', cost: null, duration: null, summary: '' });

function GiftNames() {
  const gifts = useLineContent('w5').gifts.filter((entry) => entry.book === 3021);
  return <p data-testid="gifts">{gifts.map((entry) => `${entry.id}:${entry.name}`).join(',')}</p>;
}

describe('a sheet’s content prefers the character’s copies of homebrew (issue #49)', () => {
  it('its held version wins over the installed one, and an uninstalled item it holds still shows', () => {
    answerRequests(() => ({ status: 200, body: {} }));
    setInstalledKinds({ gifts: [gift(5, 3, 'Mondlicht (neu)'), gift(6, 1, 'Sternenpfad')] });
    const held = [
      { kind: 'gifts', id: 5, version: 1, data: gift(5, 1, 'Mondlicht') },
      { kind: 'gifts', id: 7, version: 2, data: gift(7, 2, 'Alte Gabe') },
    ];
    renderInApp(
      <HomebrewContent held={held}>
        <GiftNames />
      </HomebrewContent>,
    );
    expect(screen.getByTestId('gifts').textContent).toBe('3027:Sternenpfad,3026:Mondlicht,3028:Alte Gabe');
  });
});
