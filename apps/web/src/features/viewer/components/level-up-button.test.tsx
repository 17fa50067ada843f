import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StoredCharacter } from '@vitae/core/api';
import { renderSheetAtTable } from '../../../testing/purchase-gate.tsx';
import { answerRequests, openCharacter } from '../../../testing/render.tsx';
import { LevelUpButton } from './level-up-button.tsx';

const strength = { kind: 'attribute', key: 'str' } as const;
const rich = (character: StoredCharacter) => ({ ...character, exp: 100 }) as StoredCharacter;

describe('"+" at a table whose spends need approval', () => {
  it('asks the storyteller with the step and spends nothing', async () => {
    answerRequests(() => ({ status: 200, body: {} }));
    const character = openCharacter('h5', rich);
    const onApply = vi.fn();
    const { user, asked } = renderSheetAtTable(<LevelUpButton character={character} purchase={strength} label="Stärke" onApply={onApply} />, character);
    await user.click(await screen.findByRole('button', { name: /^Stärke steigern für \d+ EXP$/ }));
    expect(await screen.findByText('An diesem Tisch braucht das die Zustimmung der Spielleitung: Die EXP werden erst ausgegeben, wenn sie zustimmt.')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: /^Zustimmung erbitten \(\d+ EXP\)$/ }));
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toMatchObject({ characterId: character.id, purchase: strength, label: expect.stringMatching(/^Stärke \d → \d$/) });
    expect(onApply).not.toHaveBeenCalled();
  });

  it('buys at once when the table does not ask (the setting off)', async () => {
    const character = openCharacter('h5', rich);
    const onApply = vi.fn();
    const { user, asked } = renderSheetAtTable(<LevelUpButton character={character} purchase={strength} label="Stärke" onApply={onApply} />, character, { needs: false });
    await user.click(await screen.findByRole('button', { name: /^Stärke steigern für \d+ EXP$/ }));
    await user.click(await screen.findByRole('button', { name: /^Für \d+ EXP kaufen$/ }));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(asked).toEqual([]);
  });
});
