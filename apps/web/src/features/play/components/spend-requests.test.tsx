import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SpendRequest } from '@vitae/core/play';
import { mara, playSession, sessionId } from '../../../testing/play.ts';
import { answerRequests, renderInApp } from '../../../testing/render.tsx';
import { inEnglish } from '../../../testing/language.ts';
import { SpendRequests } from './spend-requests.tsx';

const request: SpendRequest = {
  id: '00000000-0000-4000-8000-0000000000f1',
  sessionId,
  character: { id: '00000000-0000-4000-8000-0000000000d1', name: 'Jo' },
  owner: mara,
  label: 'Geschick 2 → 3',
  cost: 10,
  record: { kind: 'attribute', ref: 'dex', from: 2, level: 3 },
  state: 'pending',
  note: null,
  decidedBy: null,
  createdAt: '2026-12-07T20:00:00.000Z',
  decidedAt: null,
};

describe('the storyteller’s open spend requests', () => {
  it('lists character, what and cost; a rejection sends its note, an approval goes to the server', async () => {
    let open = [request];
    const seen = answerRequests((call) => {
      if (call.method === 'POST') {
        open = [];
        return { status: 200, body: { request: { ...request, state: 'rejected' } } };
      }
      return { status: 200, body: { requests: open } };
    });
    const { user } = renderInApp(<SpendRequests session={playSession({ spendsNeedApproval: true })} />);
    const row = await screen.findByTestId('spend-request-Jo');
    expect(screen.getByRole('heading', { name: '1 offene Anfrage' })).toBeTruthy();
    expect(row.textContent).toContain('Jo (Mara): Geschick 2 → 3 für 10 EXP');
    await user.type(within(row).getByLabelText('Notiz (optional)'), 'Erst nach dem Training');
    await user.click(within(row).getByRole('button', { name: 'Geschick 2 → 3 für Jo ablehnen' }));
    expect(seen.find((call) => call.method === 'POST')).toMatchObject({ path: `/play/sessions/${sessionId}/spends/${request.id}/decision`, body: { approve: false, note: 'Erst nach dem Training' } });
    expect(await screen.findByText('Keine offenen Anfragen für Ausgaben.')).toBeTruthy();
  });

  it('says why an approval was refused (the sheet changed since)', async () => {
    answerRequests((call) => (call.method === 'POST' ? { status: 409, body: { message: 'stale', code: 'spend_stale' } } : { status: 200, body: { requests: [request] } }));
    const { user } = renderInApp(<SpendRequests session={playSession({ spendsNeedApproval: true })} />);
    const row = await screen.findByTestId('spend-request-Jo');
    await user.click(within(row).getByRole('button', { name: 'Geschick 2 → 3 für Jo zustimmen' }));
    expect((await within(row).findByRole('alert')).textContent).toBe('Der Bogen hat sich seit der Anfrage geändert (anderer Wert oder Preis). Die Anfrage muss neu gestellt werden.');
  });

  it('reads in English too', async () => {
    await inEnglish();
    answerRequests(() => ({ status: 200, body: { requests: [request] } }));
    renderInApp(<SpendRequests session={playSession({ spendsNeedApproval: true })} />);
    const row = await screen.findByTestId('spend-request-Jo');
    expect(row.textContent).toContain('Jo (Mara): Geschick 2 → 3 for 10 EXP');
    expect(within(row).getByRole('button', { name: 'Approve Geschick 2 → 3 for Jo' })).toBeTruthy();
  });
});
