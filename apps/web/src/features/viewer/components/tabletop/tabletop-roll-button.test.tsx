import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoredCharacter } from '@vitae/core/api';
import { answerRequests, openCharacter, renderSheet } from '../../../../testing/render.tsx';
import { TabletopRollDialog } from './tabletop-roll-button.tsx';

const key = 'abcdefgh-12345678';
const linked = () => openCharacter('v5', (blank) => ({ ...blank, tabletop: { id: key } }) as StoredCharacter);

describe('rolling in FoundryVTT says whether a table heard it', () => {
  it.each([
    [1, '„Freier Würfelwurf“ wurde an FoundryVTT gesendet.'],
    [0, '„Freier Würfelwurf“ ging an FoundryVTT – aber gerade hört kein Tisch mit dieser ID zu. Ist die Welt geöffnet und mit der ID verbunden?'],
    [null, '„Freier Würfelwurf“ wurde an FoundryVTT gesendet.'],
  ])('%s listening', async (listeners, text) => {
    const seen = answerRequests(() => ({ status: 200, body: { status: 'ok', listeners } }));
    const { user } = renderSheet(<TabletopRollDialog open onClose={() => undefined} />, linked());
    await user.click(await screen.findByRole('button', { name: 'Würfeln' }));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(seen[0]?.path).toBe(`/vicartt/dice-roll/${key}`);
  });
});
