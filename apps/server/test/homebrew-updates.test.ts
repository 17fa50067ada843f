import { describe, expect, it } from 'vitest';
import { blankCharacter } from '@vitae/core';
import type { InstalledUpdates } from '@vitae/core/homebrew';
import { registerUser, useTestApp } from './helper.ts';
import { call, createItem, publish, twoLevelDiscipline } from './homebrew-support.ts';

const ctx = useTestApp();

describe('installed homebrew learns of newer versions (GET /homebrew/installed/updates, issue #49)', () => {
  it('names a newer visible version with its content, nothing while current, and items no longer visible as hidden', async () => {
    const author = await registerUser(ctx);
    const player = await registerUser(ctx);
    const mist = await publish(ctx, author, 'disciplines', await createItem(ctx, author, 'disciplines', twoLevelDiscipline('Nebelschritt')));
    const secret = await createItem(ctx, author, 'disciplines', twoLevelDiscipline('Blutlied'));
    const code = (await call(ctx, author, { method: 'POST', url: `/api/homebrew/disciplines/${secret.id}/invite` })).json<{ inviteCode: string }>().inviteCode;
    expect((await call(ctx, player, { method: 'POST', url: '/api/homebrew/installed', payload: { kind: 'disciplines', id: mist.id } })).statusCode).toBe(200);
    expect((await call(ctx, player, { method: 'POST', url: '/api/homebrew/installed', payload: { inviteCode: code } })).statusCode).toBe(200);
    const updates = async () => (await call(ctx, player, { method: 'GET', url: '/api/homebrew/installed/updates' })).json<InstalledUpdates>();

    // Current: nothing to update; the private one installed by code is no longer visible by id.
    expect(await updates()).toEqual({ updates: [], hidden: [{ kind: 'disciplines', id: secret.id, name: 'Blutlied' }] });

    const saved = await call(ctx, author, { method: 'PUT', url: `/api/homebrew/disciplines/${mist.id}`, payload: { ...mist, description: 'Wandeln im dichten Nebel.' } });
    expect(saved.statusCode).toBe(200);
    const newer = await updates();
    expect(newer.updates).toEqual([{ kind: 'disciplines', installed: mist.version, item: expect.objectContaining({ id: mist.id, version: mist.version + 1, description: 'Wandeln im dichten Nebel.', inviteCode: null }) }]);

    // Updating in one step: the installed copy is the newest, and nothing is left to offer.
    const installed = (await call(ctx, player, { method: 'POST', url: '/api/homebrew/installed', payload: { kind: 'disciplines', id: mist.id } })).json<{ disciplines: Array<{ id: number; version: number }> }>();
    expect(installed.disciplines.find((item) => item.id === mist.id)?.version).toBe(mist.version + 1);
    expect((await updates()).updates).toEqual([]);

    // Deleted by its author: hidden, and the copy stays installed.
    expect((await call(ctx, author, { method: 'DELETE', url: `/api/homebrew/disciplines/${mist.id}` })).statusCode).toBeLessThan(300);
    expect((await updates()).hidden.map((item) => item.name).sort()).toEqual(['Blutlied', 'Nebelschritt']);
  });

  it('needs a login', async () => {
    expect((await call(ctx, undefined, { method: 'GET', url: '/api/homebrew/installed/updates' })).statusCode).toBe(401);
  });
});

describe('who depends on an item, before its author deletes or unpublishes it (GET /homebrew/:kind/:id/usage)', () => {
  it('counts others’ installs and characters and names the public clans listing a discipline; only the author asks', async () => {
    const author = await registerUser(ctx);
    const player = await registerUser(ctx);
    const other = await registerUser(ctx);
    const mist = await publish(ctx, author, 'disciplines', await createItem(ctx, author, 'disciplines', twoLevelDiscipline('Nebelschritt')));
    const usage = async () => (await call(ctx, author, { method: 'GET', url: `/api/homebrew/disciplines/${mist.id}/usage` })).json();
    expect(await usage()).toEqual({ installs: 0, characters: 0, clans: [] });

    // The author's own install and character do not count.
    await call(ctx, author, { method: 'POST', url: '/api/homebrew/installed', payload: { kind: 'disciplines', id: mist.id } });
    await call(ctx, player, { method: 'POST', url: '/api/homebrew/installed', payload: { kind: 'disciplines', id: mist.id } });
    const held = (await call(ctx, player, { method: 'GET', url: `/api/homebrew/disciplines/${mist.id}` })).json();
    const made = await call(ctx, player, { method: 'POST', url: '/api/characters', payload: blankCharacter('v5', { name: 'Nebelkind', homebrew: { clans: [], disciplines: [held] } }) });
    expect(made.statusCode).toBe(201);
    const clan = await publish(ctx, other, 'clans', await createItem(ctx, other, 'clans', { name: 'Kinder des Nebels', disciplines: [4, 3021 + mist.id] }));
    expect(await usage()).toEqual({ installs: 1, characters: 1, clans: [{ id: clan.id, name: 'Kinder des Nebels' }] });

    expect((await call(ctx, player, { method: 'GET', url: `/api/homebrew/disciplines/${mist.id}/usage` })).statusCode).toBe(403);
  });
});
