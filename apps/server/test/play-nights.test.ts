import { describe, expect, it } from 'vitest';
import type { PlayMessage, PlayNight } from '@vitae/core/play';
import { registerUser, useTestApp } from './helper.ts';
import { playApi } from './play-support.ts';

const ctx = useTestApp();
const api = playApi(ctx);
const text = (value: string) => ({ to: { kind: 'everyone' }, body: { kind: 'text', text: value } });

describe('game nights (issue #48): the log filed by night', () => {
  it('a night files what is said while it runs, for each member only what they may see', async () => {
    const host = await registerUser(ctx);
    const player = await registerUser(ctx);
    const session = await api.open(host, 'Hafen');
    await api.join(player, session.code);
    const base = `/sessions/${session.id}`;
    await api.call(player, 'POST', `${base}/messages`, text('Vorher'), 201);

    expect(await api.call(player, 'POST', `${base}/nights`, { title: 'Erster Abend' }, 403)).toMatchObject({ code: 'host_only' });
    const { night } = await api.call<{ night: PlayNight }>(host, 'POST', `${base}/nights`, { title: 'Erster Abend', date: '2026-12-05', notes: 'Im Elysium' }, 201);
    expect(night).toMatchObject({ title: 'Erster Abend', date: '2026-12-05', notes: 'Im Elysium', endedAt: null, messageCount: 0 });
    expect(await api.call(host, 'POST', `${base}/nights`, { title: 'Zweiter' }, 409)).toMatchObject({ code: 'night_running' });

    await api.call(player, 'POST', `${base}/messages`, text('Während'), 201);
    await api.call(player, 'POST', `${base}/messages`, { to: { kind: 'storyteller' }, body: { kind: 'text', text: 'Nur für die SL' } }, 201);
    await api.call(host, 'POST', `${base}/messages`, { to: { kind: 'player', userId: player.id }, body: { kind: 'text', text: 'Nur für dich' } }, 201);
    const ended = (await api.call<{ night: PlayNight }>(host, 'POST', `${base}/nights/${night.id}/end`)).night;
    expect(ended.endedAt).not.toBeNull();
    expect(await api.call(host, 'POST', `${base}/nights/${night.id}/end`, undefined, 409)).toMatchObject({ code: 'night_not_running' });
    await api.call(player, 'POST', `${base}/messages`, text('Danach'), 201);

    const texts = (messages: PlayMessage[]) => messages.map((message) => (message.body.kind === 'text' ? message.body.text : message.body.kind));
    const hostLog = await api.call<{ messages: PlayMessage[]; cut: boolean }>(host, 'GET', `${base}/nights/${night.id}/messages`);
    expect(texts(hostLog.messages)).toEqual(['Während', 'Nur für die SL', 'Nur für dich']);
    expect(hostLog.cut).toBe(false);
    const playerLog = await api.call<{ messages: PlayMessage[] }>(player, 'GET', `${base}/nights/${night.id}/messages`);
    expect(texts(playerLog.messages)).toEqual(['Während', 'Nur für die SL', 'Nur für dich']);
    const other = await registerUser(ctx);
    await api.join(other, session.code);
    const otherLog = await api.call<{ messages: PlayMessage[] }>(other, 'GET', `${base}/nights/${night.id}/messages`);
    expect(texts(otherLog.messages)).toEqual(['Während']);

    const listed = await api.call<{ nights: PlayNight[] }>(other, 'GET', `${base}/nights`);
    expect(listed.nights).toEqual([expect.objectContaining({ id: night.id, messageCount: 1 })]);
    const renamed = await api.call<{ night: PlayNight }>(host, 'PATCH', `${base}/nights/${night.id}`, { notes: 'Im Elysium, dann am Hafen' });
    expect(renamed.night).toMatchObject({ title: 'Erster Abend', notes: 'Im Elysium, dann am Hafen' });
  });

  it('refuses strangers, unknown nights and bad bodies with 4xx', async () => {
    const host = await registerUser(ctx);
    const stranger = await registerUser(ctx);
    const session = await api.open(host);
    const base = `/sessions/${session.id}`;
    expect(await api.call(stranger, 'GET', `${base}/nights`, undefined, 404)).toMatchObject({ code: 'not_member' });
    expect(await api.call(host, 'GET', `${base}/nights/${crypto.randomUUID()}/messages`, undefined, 404)).toMatchObject({ code: 'not_found' });
    for (const body of [{ title: '' }, { title: 'x'.repeat(101) }, { title: 'Abend', date: '5.12.2026' }, { title: 'Abend', notes: 'x'.repeat(4001) }]) {
      expect(await api.call(host, 'POST', `${base}/nights`, body, 400)).toMatchObject({ code: 'invalid_request' });
    }
  });
});
