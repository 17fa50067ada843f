import { describe, expect, it } from 'vitest';
import { codeIn } from './smtp-sink.ts';
import { as, registerUser, useTestApp, type TestUser } from './helper.ts';

const ctx = useTestApp();

async function deletionCode(user: TestUser): Promise<string> {
  const before = ctx.smtp.mails.length;
  const sent = await ctx.app.inject(as(user, { method: 'POST', url: '/api/users/@me/codes', payload: { purpose: 'delete_account' } }));
  expect(sent.statusCode).toBe(202);
  const mail = await ctx.smtp.nextMailTo(user.email, before);
  expect(mail.text).toMatch(/endgültig löschen/);
  return codeIn(mail);
}

describe('Meine Daten exportieren', () => {
  it('gives account, characters and folders as one JSON file', async () => {
    const user = await registerUser(ctx);
    const other = await registerUser(ctx);
    await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: { name: 'Beata', notes: 'Ümlaute & "Zitate"' } }));
    await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: { name: 'Anselm', directory: 'Chronik' } }));
    await ctx.app.inject(as(other, { method: 'POST', url: '/api/characters', payload: { name: 'Fremd' } }));
    await ctx.app.inject(as(user, { method: 'PUT', url: '/api/folders', payload: { folders: [{ name: 'Chronik', open: true }] } }));

    const response = await ctx.app.inject(as(user, { method: 'GET', url: '/api/users/@me/export' }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(new RegExp(`attachment; filename="vitae-${user.alias}-\\d{4}-\\d\\d-\\d\\d\\.json"`));
    const data = response.json();
    expect(data).toMatchObject({
      format: 'vitae-export',
      version: 1,
      account: { id: user.id, alias: user.alias, email: user.email, hasPassword: false },
      folders: [{ id: 'Chronik', name: 'Chronik', open: true }],
    });
    expect(data.characters.map((c: { name: string }) => c.name)).toEqual(['Anselm', 'Beata']);
    expect(data.homebrew).toEqual({ clans: [], disciplines: [], installed: null });
    expect(data.characters[1]).toMatchObject({ notes: 'Ümlaute & "Zitate"', revision: 1 });
  });

  it('needs a login', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/@me/export' })).statusCode).toBe(401);
  });
});

describe('Konto löschen', () => {
  it('needs a code mailed for that purpose', async () => {
    const user = await registerUser(ctx);
    const noCode = await ctx.app.inject(as(user, { method: 'DELETE', url: '/api/users/@me', payload: {} }));
    expect(noCode.statusCode).toBe(400);
    const before = ctx.smtp.mails.length;
    await ctx.app.inject(as(user, { method: 'POST', url: '/api/users/@me/codes', payload: { purpose: 'password' } }));
    const passwordCode = codeIn(await ctx.smtp.nextMailTo(user.email, before));
    const wrongPurpose = await ctx.app.inject(as(user, { method: 'DELETE', url: '/api/users/@me', payload: { code: passwordCode } }));
    expect(wrongPurpose.json().code).toBe('code_invalid');
    expect((await ctx.app.inject(as(user, { method: 'GET', url: '/api/users/@me' }))).statusCode).toBe(200);
  });

  it('deletes the account with its characters and folders and ends its sessions', async () => {
    const user = await registerUser(ctx);
    const viewer = await registerUser(ctx);
    const { id } = (await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: { name: 'Weg' } }))).json();
    await ctx.app.repos.characters.addViewer(id, viewer.id);
    await ctx.app.inject(as(user, { method: 'PUT', url: '/api/folders', payload: { folders: [{ name: 'Weg' }] } }));

    const deleted = await ctx.app.inject(as(user, { method: 'DELETE', url: '/api/users/@me', payload: { code: await deletionCode(user) } }));
    expect(deleted.statusCode).toBe(204);
    expect((await ctx.app.inject(as(user, { method: 'GET', url: '/api/users/@me' }))).statusCode).toBe(401);
    expect((await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: { name: 'Nach dem Tod' } }))).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/auth/refresh?rtk=${user.refreshToken}` })).statusCode).toBe(401);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-user-id': user.id, 'x-user-passkey': user.passkey } });
    expect(login.statusCode).toBe(401);
    expect((await ctx.app.inject(as(viewer, { method: 'GET', url: '/api/characters?full=true' }))).json().sharedCharacters).toEqual([]);
    // The address is free again.
    const again = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: { alias: `${user.alias}2`, email: user.email } });
    expect(again.statusCode).toBe(202);
  });
});
