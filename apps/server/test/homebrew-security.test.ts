import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, useTestApp, type TestUser } from './helper.ts';
import { call, createItem, publish, twoLevelDiscipline } from './homebrew-support.ts';

// Issue #43, findings 2, 3, 9 and 13: private homebrew stays private.
const ctx = useTestApp();
let author: TestUser;
let attacker: TestUser;
let victim: TestUser;

beforeAll(async () => {
  author = await registerUser(ctx, 'autorin');
  attacker = await registerUser(ctx, 'angreifer');
  victim = await registerUser(ctx, 'opfer');
});

const names = (list: Array<{ name: string }>) => list.map((item) => item.name);

describe('finding 2: another author’s private discipline never comes along with a clan', () => {
  it('attack: install a private clan by code, list its private discipline in an own clan, share that clan: refused to publish, left out for readers', async () => {
    const secret = await createItem(ctx, author, 'disciplines', twoLevelDiscipline('Geheimkunst'));
    const clan = await createItem(ctx, author, 'clans', { name: 'Geheimbund', disciplines: [4, 3021 + secret.id] });
    const code = (await call(ctx, author, { method: 'POST', url: `/api/homebrew/clans/${clan.id}/invite` })).json().inviteCode as string;

    // The author shares the clan with what they wrote for it: the attacker gets a copy, as intended.
    const installed = await call(ctx, attacker, { method: 'POST', url: '/api/homebrew/installed', payload: { inviteCode: code } });
    expect(names(installed.json().cachedDisciplines)).toEqual(['Geheimkunst']);

    // The attacker's own clan may list the installed discipline for their own use …
    const own = await createItem(ctx, attacker, 'clans', { name: 'Diebesgilde', disciplines: [1, 3021 + secret.id] });
    // … but not publish it: the refusal names the discipline (as the attacker's copy has it).
    const published = await call(ctx, attacker, { method: 'PUT', url: `/api/homebrew/clans/${own.id}`, payload: { ...own, public: true } });
    expect(published.statusCode).toBe(400);
    expect(published.json()).toMatchObject({ code: 'homebrew_private_reference' });
    expect(published.json().message).toContain(`"Geheimkunst" (${3021 + secret.id})`);
    expect((await call(ctx, victim, { method: 'GET', url: `/api/homebrew/clans/${own.id}` })).statusCode).toBe(404);

    // Shared by the attacker's invite code instead, and after the author's later edits: left out.
    await call(ctx, author, { method: 'PUT', url: `/api/homebrew/disciplines/${secret.id}`, payload: { ...secret, name: 'Geheimkunst, überarbeitet' } });
    await call(ctx, attacker, { method: 'DELETE', url: `/api/homebrew/installed/clans/${clan.id}` });
    const attackerCode = (await call(ctx, attacker, { method: 'POST', url: `/api/homebrew/clans/${own.id}/invite` })).json().inviteCode as string;
    for (const reader of [victim, undefined]) {
      const read = await call(ctx, reader, { method: 'GET', url: `/api/homebrew/from-invite/${attackerCode}` });
      expect(read.statusCode).toBe(200);
      expect(names(read.json().clans)).toEqual(['Diebesgilde']);
      expect(read.json().disciplines).toEqual([]);
    }
    const victimInstall = await call(ctx, victim, { method: 'POST', url: '/api/homebrew/installed', payload: { inviteCode: attackerCode } });
    expect(victimInstall.statusCode).toBe(200);
    expect(names(victimInstall.json().clans)).toEqual(['Diebesgilde']);
    expect(victimInstall.json().cachedDisciplines).toEqual([]);
    expect(JSON.stringify(victimInstall.json())).not.toContain('Geheimkunst');
  });

  it('a public clan whose discipline was made private later: installing it by id leaves the discipline out', async () => {
    const discipline = await publish(ctx, author, 'disciplines', await createItem(ctx, author, 'disciplines', twoLevelDiscipline('Bald privat')));
    const clan = await publish(ctx, author, 'clans', await createItem(ctx, author, 'clans', { name: 'Offener Clan', disciplines: [3021 + discipline.id] }));
    await call(ctx, author, { method: 'PUT', url: `/api/homebrew/disciplines/${discipline.id}`, payload: { ...discipline, name: 'Jetzt privat', public: false } });
    const installed = await call(ctx, victim, { method: 'POST', url: '/api/homebrew/installed', payload: { kind: 'clans', id: clan.id } });
    expect(installed.statusCode).toBe(200);
    expect(names(installed.json().clans)).toContain('Offener Clan');
    expect(names(installed.json().cachedDisciplines)).not.toContain('Jetzt privat');
    // The author still gets their own discipline with their own clan.
    const mine = await call(ctx, author, { method: 'POST', url: '/api/homebrew/installed', payload: { kind: 'clans', id: clan.id } });
    expect(names(mine.json().cachedDisciplines)).toContain('Jetzt privat');
  });

  it('publishing a clan that lists the author’s own private discipline is refused, naming it; once the discipline is public it works', async () => {
    const discipline = await createItem(ctx, author, 'disciplines', twoLevelDiscipline('Noch privat'));
    const clan = await createItem(ctx, author, 'clans', { name: 'Wartender Clan', disciplines: [2, 3021 + discipline.id] });
    const refused = await call(ctx, author, { method: 'PUT', url: `/api/homebrew/clans/${clan.id}`, payload: { ...clan, public: true } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'homebrew_private_reference', message: expect.stringContaining('"Noch privat"') });
    expect((await call(ctx, author, { method: 'GET', url: `/api/homebrew/clans/${clan.id}` })).json()).toMatchObject({ public: false, version: clan.version });
    await publish(ctx, author, 'disciplines', discipline);
    expect((await publish(ctx, author, 'clans', clan)).public).toBe(true);
  });
});

describe('finding 3: old versions are as private as the item was when they were written', () => {
  it('attack: a draft written before publishing is not readable by others; after making it private, no version is', async () => {
    const created = await createItem(ctx, author, 'disciplines', { ...twoLevelDiscipline('Entwurf mit Geheimnis'), description: 'Nur für mich.' });
    const published = await publish(ctx, author, 'disciplines', { ...created, name: 'Veröffentlicht', description: 'Für alle.' });
    expect(published.version).toBe(3);
    const read = (user: TestUser | undefined, version: number) => call(ctx, user, { method: 'GET', url: `/api/homebrew/disciplines/${created.id}/versions/${version}` });
    const unknownVersion = (await read(victim, 99)).json();
    for (const reader of [victim, undefined]) {
      expect((await read(reader, 3)).json()).toMatchObject({ name: 'Veröffentlicht', version: 3 });
      for (const version of [1, 2]) {
        const response = await read(reader, version);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ ...unknownVersion, message: unknownVersion.message.replace('99', String(version)) });
        expect(response.body).not.toContain('Geheimnis');
      }
    }
    expect((await read(author, 2)).json()).toMatchObject({ name: 'Entwurf mit Geheimnis', description: 'Nur für mich.' });

    await call(ctx, author, { method: 'PUT', url: `/api/homebrew/disciplines/${created.id}`, payload: { ...published, public: false } });
    const hidden = await read(victim, 3);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: 'Discipline Not Found', code: 'not_found' });
  });
});

describe('finding 13: a private item answers 404 to anyone who may not see it, whatever the call', () => {
  it.each([
    ['GET', ''],
    ['GET', '/versions/1'],
    ['PUT', ''],
    ['DELETE', ''],
    ['POST', '/invite'],
    ['PUT', '/invite'],
    ['DELETE', '/invite'],
  ] as const)('%s …%s: the same 404 as a missing id', async (method, suffix) => {
    const clan = await createItem(ctx, author, 'clans', { name: 'Verborgen', disciplines: [4] });
    const payload = method === 'PUT' && suffix === '' ? { name: 'Übernommen', public: false } : undefined;
    const hidden = await call(ctx, attacker, { method, url: `/api/homebrew/clans/${clan.id}${suffix}`, payload });
    const missing = await call(ctx, attacker, { method, url: `/api/homebrew/clans/1999999${suffix}`, payload });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: 'Clan Not Found', code: 'not_found' });
    expect(missing.json()).toEqual(hidden.json());
    expect((await call(ctx, author, { method: 'GET', url: `/api/homebrew/clans/${clan.id}` })).json()).toMatchObject({ name: 'Verborgen', version: clan.version });
  });

  it.each([
    ['PUT', '/invite'],
    ['DELETE', '/invite'],
  ] as const)('%s …%s of a public item by someone else: 403', async (method, suffix) => {
    const clan = await publish(ctx, author, 'clans', await createItem(ctx, author, 'clans', { name: 'Sichtbar', disciplines: [4] }));
    const response = await call(ctx, attacker, { method, url: `/api/homebrew/clans/${clan.id}${suffix}` });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('forbidden');
  });
});

describe('finding 9: invite codes can be renewed and revoked', () => {
  const fromInvite = (code: string) => call(ctx, victim, { method: 'GET', url: `/api/homebrew/from-invite/${encodeURIComponent(code)}` });
  const install = (code: string) => call(ctx, victim, { method: 'POST', url: '/api/homebrew/installed', payload: { inviteCode: code } });

  it('DELETE …/invite revokes: the old code answers 404; POST makes a new one', async () => {
    const discipline = await createItem(ctx, author, 'disciplines', twoLevelDiscipline('Widerrufen'));
    const url = `/api/homebrew/disciplines/${discipline.id}/invite`;
    const code = (await call(ctx, author, { method: 'POST', url })).json().inviteCode as string;
    expect((await fromInvite(code)).statusCode).toBe(200);
    const revoked = await call(ctx, author, { method: 'DELETE', url });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ message: 'ok' });
    expect((await fromInvite(code)).statusCode).toBe(404);
    expect((await install(code)).statusCode).toBe(404);
    expect((await call(ctx, author, { method: 'GET', url: `/api/homebrew/disciplines/${discipline.id}` })).json().inviteCode).toBeNull();
    const fresh = (await call(ctx, author, { method: 'POST', url })).json().inviteCode as string;
    expect(fresh).not.toBe(code);
    expect(names((await fromInvite(fresh)).json().disciplines)).toEqual(['Widerrufen']);
  });

  it('PUT …/invite renews: a new code that works, the old one answers 404', async () => {
    const clan = await createItem(ctx, author, 'clans', { name: 'Erneuert', disciplines: [4] });
    const url = `/api/homebrew/clans/${clan.id}/invite`;
    const code = (await call(ctx, author, { method: 'POST', url })).json().inviteCode as string;
    const renewed = await call(ctx, author, { method: 'PUT', url });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json().inviteCode as string;
    expect(fresh).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(fresh).not.toBe(code);
    expect((await fromInvite(code)).statusCode).toBe(404);
    expect(names((await fromInvite(fresh)).json().clans)).toEqual(['Erneuert']);
    // POST keeps answering the current code (spec §7).
    expect((await call(ctx, author, { method: 'POST', url })).json().inviteCode).toBe(fresh);
  });

  it('making a public item private revokes its code; saving a private item again keeps it', async () => {
    const discipline = await createItem(ctx, author, 'disciplines', twoLevelDiscipline('Umgeschaltet'));
    const url = `/api/homebrew/disciplines/${discipline.id}/invite`;
    const privateCode = (await call(ctx, author, { method: 'POST', url })).json().inviteCode as string;
    const saved = await call(ctx, author, { method: 'PUT', url: `/api/homebrew/disciplines/${discipline.id}`, payload: { ...discipline, description: 'Noch privat.' } });
    expect(saved.json().inviteCode).toBe(privateCode);
    const published = await publish(ctx, author, 'disciplines', saved.json());
    expect(published.inviteCode).toBe(privateCode);
    const hidden = await call(ctx, author, { method: 'PUT', url: `/api/homebrew/disciplines/${discipline.id}`, payload: { ...published, public: false } });
    expect(hidden.json()).toMatchObject({ public: false, inviteCode: null });
    expect((await fromInvite(privateCode)).statusCode).toBe(404);
    expect((await install(privateCode)).statusCode).toBe(404);
  });

  it('deleting the item ends its code', async () => {
    const clan = await createItem(ctx, author, 'clans', { name: 'Gelöscht', disciplines: [4] });
    const code = (await call(ctx, author, { method: 'POST', url: `/api/homebrew/clans/${clan.id}/invite` })).json().inviteCode as string;
    await call(ctx, author, { method: 'DELETE', url: `/api/homebrew/clans/${clan.id}` });
    expect((await fromInvite(code)).statusCode).toBe(404);
  });

  it('renew and revoke need a login and are documented', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      expect((await call(ctx, undefined, { method, url: '/api/homebrew/clans/1/invite' })).statusCode).toBe(401);
    }
    const paths = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths as Record<string, Record<string, { description?: string }>>;
    for (const kind of ['clans', 'disciplines']) {
      const invite = paths[`/api/homebrew/${kind}/{id}/invite`]!;
      expect(Object.keys(invite).sort()).toEqual(['delete', 'post', 'put']);
      expect(invite.post!.description).toMatch(/private .*revokes/);
    }
  });
});
