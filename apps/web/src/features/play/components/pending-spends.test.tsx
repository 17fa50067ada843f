import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SpendRequest } from '@vitae/core/play';
import { mara, sessionId, storyteller } from '../../../testing/play.ts';
import { answerRequests, renderInApp } from '../../../testing/render.tsx';
import { PendingSpends } from './pending-spends.tsx';

const characterId = '00000000-0000-4000-8000-0000000000d1';
const request = (id: string, change: Partial<SpendRequest>): SpendRequest => ({
  id,
  sessionId,
  character: { id: characterId, name: 'Jo' },
  owner: mara,
  label: 'Geschick 2 → 3',
  cost: 10,
  record: { kind: 'attribute', ref: 'dex', from: 2, level: 3 },
  state: 'pending',
  note: null,
  decidedBy: null,
  createdAt: '2026-12-07T20:00:00.000Z',
  decidedAt: null,
  ...change,
});
const pending = request('00000000-0000-4000-8000-0000000000e1', {});
const rejected = request('00000000-0000-4000-8000-0000000000e2', { label: 'Stärke 3 → 4', cost: 20, state: 'rejected', note: 'Erst nach dem Training', decidedBy: storyteller, decidedAt: '2026-12-07T20:05:00.000Z' });

describe('spends waiting for approval, on the sheet', () => {
  it('shows what waits with its price and withdraws it; a rejection shows the storyteller’s note until hidden', async () => {
    let requests = [pending, rejected];
    const seen = answerRequests((call) => {
      if (call.method === 'DELETE') {
        requests = [rejected];
        return { status: 200, body: { request: { ...pending, state: 'withdrawn' } } };
      }
      return { status: 200, body: { needsApproval: true, sessionId, requests } };
    });
    const { user } = renderInApp(<PendingSpends characterId={characterId} />);
    const waiting = await screen.findByTestId('spend-pending');
    expect(waiting.textContent).toContain('Wartet auf Zustimmung: Geschick 2 → 3, 10 EXP');
    const refusal = screen.getByTestId('spend-rejected');
    expect(refusal.textContent).toContain('Abgelehnt von Erzaehlerin: Stärke 3 → 4, 20 EXP.');
    expect(refusal.textContent).toContain('„Erst nach dem Training“');

    await user.click(within(waiting).getByRole('button', { name: 'Anfrage „Geschick 2 → 3“ zurückziehen' }));
    expect(seen.find((call) => call.method === 'DELETE')?.path).toBe(`/play/spends/${pending.id}`);
    await screen.findByText(/Erst nach dem Training/);
    expect(screen.queryByTestId('spend-pending')).toBeNull();

    await user.click(within(screen.getByTestId('spend-rejected')).getByRole('button', { name: 'Ausblenden' }));
    expect(screen.queryByTestId('spend-rejected')).toBeNull();
  });

  it('shows nothing away from a table that asks', async () => {
    const seen = answerRequests(() => ({ status: 200, body: { needsApproval: false, sessionId: null, requests: [] } }));
    renderInApp(<PendingSpends characterId="00000000-0000-4000-8000-0000000000d2" />);
    await expect.poll(() => seen.length).toBe(1);
    expect(screen.queryByRole('region', { name: 'Anfragen an die Spielleitung' })).toBeNull();
  });
});
