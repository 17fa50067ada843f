import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { registerUser, useTestApp } from './helper.ts';
import { call, createItem } from './homebrew-support.ts';

// Issue #43, finding 4 (homebrew): per-account bounds on items, bytes, versions and writes.
const kib = 1024;

/** A discipline of about `abilities` × 1.5 KB (summaries are at most 1,500 characters each). */
function bulkyDiscipline(name: string, abilities: number, letter = 'x') {
  const perLevel = 12;
  const levels = [];
  for (let start = 0; start < abilities; start += perLevel) {
    const count = Math.min(perLevel, abilities - start);
    levels.push({ abilities: Array.from({ length: count }, (_, i) => ({ id: start + i + 1, name: `Kraft ${start + i + 1}`, summary: letter.repeat(1_500) })) });
  }
  return { name, description: 'Groß.', levels };
}

describe('items, bytes and versions', () => {
  const ctx = useTestApp({ homebrewQuotas: { items: 3, bytesPerItem: 20 * kib, versionsKept: 3, totalBytes: 60 * kib, writesPerMinute: 1_000_000 } });

  it('attack: a flood of clans stops at the account’s item limit (413 too_many_homebrew); deleting one makes room', async () => {
    const user = await registerUser(ctx);
    const statuses: number[] = [];
    let refused;
    for (let i = 0; i < 5; i += 1) {
      const kind = i % 2 === 0 ? 'clans' : 'disciplines';
      const response = await call(ctx, user, { method: 'POST', url: `/api/homebrew/${kind}`, payload: { name: `Flut ${i}` } });
      statuses.push(response.statusCode);
      if (response.statusCode === 413) refused = response;
    }
    expect(statuses).toEqual([200, 200, 200, 413, 413]);
    expect(refused!.json()).toMatchObject({ code: 'too_many_homebrew', message: expect.stringMatching(/3 clans and disciplines.*delete one/) });
    // Another account has its own room.
    const other = await registerUser(ctx);
    expect((await call(ctx, other, { method: 'POST', url: '/api/homebrew/clans', payload: { name: 'Andere' } })).statusCode).toBe(200);
    const mine = (await call(ctx, user, { method: 'GET', url: '/api/homebrew/my-content' })).json();
    await call(ctx, user, { method: 'DELETE', url: `/api/homebrew/clans/${mine.clans[0].id}` });
    expect((await call(ctx, user, { method: 'POST', url: '/api/homebrew/clans', payload: { name: 'Wieder Platz' } })).statusCode).toBe(200);
  });

  it('one item larger than an item may be: 413 homebrew_too_large, nothing stored', async () => {
    const user = await registerUser(ctx);
    const created = await createItem(ctx, user, 'disciplines', { name: 'Wächst' });
    const tooLarge = await call(ctx, user, { method: 'PUT', url: `/api/homebrew/disciplines/${created.id}`, payload: { ...bulkyDiscipline('Wächst', 16), public: false } });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'homebrew_too_large', message: expect.stringMatching(/at most 20 KB/) });
    const created2 = await call(ctx, user, { method: 'POST', url: '/api/homebrew/disciplines', payload: bulkyDiscipline('Gleich zu groß', 16) });
    expect(created2.statusCode).toBe(413);
    expect((await call(ctx, user, { method: 'GET', url: `/api/homebrew/disciplines/${created.id}` })).json()).toMatchObject({ version: created.version, levels: [] });
  });

  it('attack: many saves of a large discipline keep only the newest versions; the account’s bytes stay bounded', async () => {
    const user = await registerUser(ctx);
    const item = await createItem(ctx, user, 'disciplines', bulkyDiscipline('Oft gespeichert', 8));
    let current = item;
    for (let i = 0; i < 10; i += 1) {
      const saved = await call(ctx, user, { method: 'PUT', url: `/api/homebrew/disciplines/${item.id}`, payload: { ...current, description: `Fassung ${i}` } });
      expect(saved.statusCode, saved.body).toBe(200);
      current = saved.json();
    }
    expect(current.version).toBe(12);
    const readVersion = (version: number) => call(ctx, user, { method: 'GET', url: `/api/homebrew/disciplines/${item.id}/versions/${version}` });
    for (const version of [10, 11, 12]) expect((await readVersion(version)).statusCode).toBe(200);
    for (const version of [1, 2, 9]) expect((await readVersion(version)).statusCode).toBe(404);
    const usage = await ctx.app.repos.homebrew.usage(user.id);
    expect(usage.bytes).toBeLessThan(3 * 14 * kib);
  });

  it('the account’s bytes over all kept versions are bounded: 413 homebrew_storage_full; a save that shrinks still works', async () => {
    const user = await registerUser(ctx);
    // Three kept versions of ~13 KB: ~40 KB of 60 KB.
    let first = await createItem(ctx, user, 'disciplines', bulkyDiscipline('Erste', 8));
    for (const letter of ['a', 'b']) {
      first = (await call(ctx, user, { method: 'PUT', url: `/api/homebrew/disciplines/${first.id}`, payload: { ...first, ...bulkyDiscipline('Erste', 8, letter) } })).json();
    }
    // Saving it again replaces its oldest version: the account does not grow.
    const again = await call(ctx, user, { method: 'PUT', url: `/api/homebrew/disciplines/${first.id}`, payload: { ...first, ...bulkyDiscipline('Erste', 8, 'c') } });
    expect(again.statusCode, again.body).toBe(200);
    first = again.json();
    // A second item fits once (~54 KB), not twice.
    const second = await createItem(ctx, user, 'disciplines', bulkyDiscipline('Zweite', 8));
    const full = await call(ctx, user, { method: 'PUT', url: `/api/homebrew/disciplines/${second.id}`, payload: { ...second, ...bulkyDiscipline('Zweite', 8, 'z') } });
    expect(full.statusCode).toBe(413);
    expect(full.json()).toMatchObject({ code: 'homebrew_storage_full', message: expect.stringMatching(/more than the 60 KB an account can keep/) });
    expect((await call(ctx, user, { method: 'GET', url: `/api/homebrew/disciplines/${second.id}` })).json().version).toBe(second.version);
    const shrunk = await call(ctx, user, { method: 'PUT', url: `/api/homebrew/disciplines/${first.id}`, payload: { ...first, ...bulkyDiscipline('Erste', 1) } });
    expect(shrunk.statusCode, shrunk.body).toBe(200);
  });
});

describe('write budget', () => {
  const ctx = useTestApp({ homebrewQuotas: { items: 200, bytesPerItem: 256 * kib, versionsKept: 20, totalBytes: 10 * 1024 * kib, writesPerMinute: 5 } });

  it('attack: a storm of saves meets 429 homebrew_rate_limited with Retry-After; the budget refills after a minute', async () => {
    const user = await registerUser(ctx);
    const created = (await call(ctx, user, { method: 'POST', url: '/api/homebrew/clans', payload: { name: 'Sturm' } })).json();
    const statuses: number[] = [created.id > 0 ? 200 : 0];
    let limited;
    let item = created;
    for (let i = 0; i < 6; i += 1) {
      const response = await call(ctx, user, { method: 'PUT', url: `/api/homebrew/clans/${created.id}`, payload: { ...item, description: `Sturm ${i}` } });
      statuses.push(response.statusCode);
      if (response.statusCode === 200) item = response.json();
      else limited = response;
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(limited!.json()).toMatchObject({ code: 'homebrew_rate_limited', message: expect.stringMatching(/at most 5 a minute/) });
    expect(Number(limited!.headers['retry-after'])).toBeGreaterThan(0);
    // Invite codes count too; reading does not.
    expect((await call(ctx, user, { method: 'POST', url: `/api/homebrew/clans/${created.id}/invite` })).statusCode).toBe(429);
    expect((await call(ctx, user, { method: 'GET', url: `/api/homebrew/clans/${created.id}` })).statusCode).toBe(200);
    const other = await registerUser(ctx);
    expect((await call(ctx, other, { method: 'POST', url: '/api/homebrew/clans', payload: { name: 'Andere' } })).statusCode).toBe(200);
    ctx.clock.advance(60_001);
    expect((await call(ctx, user, { method: 'PUT', url: `/api/homebrew/clans/${created.id}`, payload: { ...item, description: 'Später' } })).statusCode).toBe(200);
  });
});

describe('defaults', () => {
  it('a real table’s sizes: 200 items, 256 KiB each, 20 versions, 32 MiB, 30 writes a minute; each can be set', () => {
    expect(loadConfig({}).homebrewQuotas).toEqual({ items: 200, bytesPerItem: 256 * kib, versionsKept: 20, totalBytes: 32 * 1024 * kib, writesPerMinute: 30 });
    const tuned = loadConfig({
      QUOTA_HOMEBREW_ITEMS: '10',
      QUOTA_HOMEBREW_ITEM_BYTES: '1000',
      QUOTA_HOMEBREW_VERSIONS: '5',
      QUOTA_HOMEBREW_TOTAL_BYTES: '9000',
      QUOTA_HOMEBREW_WRITES_PER_MINUTE: '7',
    }).homebrewQuotas;
    expect(tuned).toEqual({ items: 10, bytesPerItem: 1000, versionsKept: 5, totalBytes: 9000, writesPerMinute: 7 });
  });
});
