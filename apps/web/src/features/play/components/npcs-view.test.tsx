import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Npc } from '@vitae/core/play';
import { fakePlay, playSession, sessionId } from '../../../testing/play.ts';
import { answerRequests, renderInApp } from '../../../testing/render.tsx';
import { NpcsView } from './npcs-view.tsx';

const guard: Npc = { id: '00000000-0000-4000-8000-0000000000c1', name: 'Türsteher', line: 'v5', tier: 'strong', pools: [{ label: 'Körperlich', dice: 7 }, { label: 'Gesellschaftlich', dice: 6 }, { label: 'Geistig', dice: 6 }], health: 8, willpower: 6, special: 2, notes: 'Am Elysium', revealed: false };

describe('quick characters', () => {
  it('a tier fills the pools from the house-rule presets, and the block goes to the server as shown', async () => {
    const seen = answerRequests((request) => (request.method === 'GET' ? { status: 200, body: { npcs: [], revealed: [] } } : { status: 201, body: { npc: guard } }));
    const { play } = fakePlay(playSession());
    const { user } = renderInApp(<NpcsView play={play} host />);
    const form = await screen.findByRole('form', { name: 'Figur anlegen' });
    expect(within(form).getByText(/^Hausregel:/)).toBeTruthy();
    await user.selectOptions(within(form).getByLabelText('Stufe'), 'Stark');
    expect((within(form).getByLabelText('Körperlich') as HTMLInputElement).value).toBe('7');
    expect((within(form).getByLabelText('Gesundheit') as HTMLInputElement).value).toBe('8');
    await user.click(within(form).getByRole('button', { name: 'Figur anlegen' }));
    expect(within(form).getByText('Gib der Figur einen Namen.')).toBeTruthy();
    await user.type(within(form).getByLabelText('Name'), 'Türsteher');
    await user.clear(within(form).getByLabelText('Hungerwürfel'));
    await user.type(within(form).getByLabelText('Hungerwürfel'), '2');
    await user.click(within(form).getByRole('button', { name: 'Figur anlegen' }));
    expect(await screen.findByTestId('play-npc')).toBeTruthy();
    expect(seen.find((request) => request.method === 'POST')).toMatchObject({
      path: `/play/sessions/${sessionId}/npcs`,
      body: { name: 'Türsteher', tier: 'strong', pools: [{ label: 'Körperlich', dice: 7 }, { label: 'Gesellschaftlich', dice: 6 }, { label: 'Geistig', dice: 6 }], health: 8, willpower: 6, special: 2 },
    });
  });

  it('a pool rolls through the table with one tap, secret by default, named after the character', async () => {
    answerRequests(() => ({ status: 200, body: { npcs: [guard], revealed: [] } }));
    const { play, rolled } = fakePlay(playSession());
    const { user } = renderInApp(<NpcsView play={play} host />);
    const card = await screen.findByTestId('play-npc');
    await user.type(within(card).getByLabelText('Schwierigkeit'), '3');
    await user.click(within(card).getByRole('button', { name: 'Türsteher: Körperlich würfeln, 7 Würfel' }));
    expect(rolled).toEqual([{ characterId: null, label: 'Türsteher: Körperlich', secret: true, requestId: null, roll: { kind: 'check', pool: 7, difficulty: 3, special: 2, line: 'v5' } }]);
    expect(within(card).getByRole('status').textContent).toBe('Körperlich geheim gewürfelt – nur du siehst das Ergebnis im Chat.');
  });

  it('players see only revealed characters, by name and notes, and cannot make any', async () => {
    answerRequests(() => ({ status: 200, body: { npcs: [], revealed: [{ id: guard.id, name: 'Türsteher', notes: 'Am Elysium', line: 'v5' }] } }));
    const { play } = fakePlay(playSession({ role: 'player' }));
    renderInApp(<NpcsView play={play} host={false} />);
    const card = await screen.findByTestId('play-npc');
    expect(card.textContent).toBe('TürsteherAm Elysium');
    expect(screen.queryByRole('form', { name: 'Figur anlegen' })).toBeNull();
  });
});
