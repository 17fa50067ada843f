import { describe, expect, it } from 'vitest';
import { maxSyncIdsPerFetch } from '@vitae/core/api';
import { legacySyncId } from '@vitae/core/patch';
import { as, registerUser, useTestApp } from './helper.ts';

/**
 * Issue #43, finding 5: knowing a character id and roughly when sync was switched on, 1,001
 * anonymous reads of 500 spec-shaped ids each found a player's sync id in 16 s. Reads are now
 * limited per address (anonymous) and per account (logged in), and one read asks for few ids.
 */
const ctx = useTestApp();
const characterId = '0b7c4f7e-4d8a-4a43-9b1e-0f3f8f0f2c11';
const switchedOn = 1_795_435_200_000;

/** The ids an attacker tries: every random part of one millisecond after another. */
function guesses(round: number): string[] {
  return Array.from({ length: maxSyncIdsPerFetch }, (_, i) => legacySyncId(characterId, switchedOn + round, i / 1000));
}

describe('POST /sync/characters: guessing sync ids', () => {
  it('the real player’s id is found by nobody: an anonymous brute force of 1,001 reads is stopped with 429 rate_limited after 60', async () => {
    const sender = await registerUser(ctx);
    const secret = legacySyncId(characterId, switchedOn + 900, 0.5);
    expect((await ctx.app.inject(as(sender, { method: 'POST', url: `/api/sync/characters/${encodeURIComponent(secret)}/level`, payload: { data: { notes: 'privat' } } }))).statusCode).toBe(204);

    const statuses: number[] = [];
    let found = false;
    for (let round = 0; round < 1_001; round += 1) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/sync/characters', payload: { ids: guesses(round) }, remoteAddress: '203.0.113.7' });
      statuses.push(response.statusCode);
      if (response.statusCode === 200 && secret in response.json()) found = true;
      if (response.statusCode === 429) {
        expect(response.json()).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/too many sync reads; please wait \d+ seconds/) });
        if (statuses.filter((status) => status === 429).length >= 20) break;
      }
    }
    expect(found).toBe(false);
    expect(statuses.indexOf(429)).toBe(60);
    expect(statuses.slice(60).every((status) => status === 429)).toBe(true);

    // Another address and a logged-in reader (counted per account) still read.
    const elsewhere = await ctx.app.inject({ method: 'POST', url: '/api/sync/characters', payload: { ids: [secret] }, remoteAddress: '198.51.100.9' });
    expect(elsewhere.json()).toHaveProperty(secret);
    const reader = await registerUser(ctx);
    const loggedIn = await ctx.app.inject(as(reader, { method: 'POST', url: '/api/sync/characters', payload: { ids: [secret] }, remoteAddress: '203.0.113.7' }));
    expect(loggedIn.statusCode).toBe(200);
  });

  it(`a read asks for at most ${maxSyncIdsPerFetch} ids`, async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/sync/characters', payload: { ids: [...guesses(0), legacySyncId(characterId, 0, 0)] }, remoteAddress: '192.0.2.44' });
    expect(response.statusCode).toBe(400);
  });

  it('a logged-in reader has a larger budget of its own (240 a minute), then 429 too', async () => {
    const reader = await registerUser(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 245; i += 1) {
      statuses.push((await ctx.app.inject(as(reader, { method: 'POST', url: '/api/sync/characters', payload: { ids: [legacySyncId(characterId, i, 0)] }, remoteAddress: '192.0.2.45' }))).statusCode);
    }
    expect(statuses.indexOf(429)).toBe(240);
  });
});
