import { homebrewUpdatedEvent } from '@vitae/core/homebrew-library';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, useTestApp, type TestUser } from './helper.ts';
import { call, createItem, publish, twoLevelDiscipline } from './homebrew-support.ts';
import { nextEvent, silence, useSockets } from './sockets.ts';

/** Issue #49 item 1: a new version of an installed item reaches its installers live over the socket. */
const ctx = useTestApp();
const sockets = useSockets(ctx);
let author: TestUser;
let installer: TestUser;
let bystander: TestUser;

beforeAll(async () => {
  author = await registerUser(ctx, 'pushautorin');
  installer = await registerUser(ctx, 'pushspielerin');
  bystander = await registerUser(ctx, 'zuschauerin');
});

type Item = Awaited<ReturnType<typeof createItem>>;
const save = async (item: Item, changes: Record<string, unknown>) => {
  const response = await call(ctx, author, { method: 'PUT', url: `/api/homebrew/disciplines/${item.id}`, payload: { ...item, ...changes } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Item>();
};

describe('homebrew_updated', () => {
  it('tells every tab of each installer of the new version, and nobody else', async () => {
    let item = await publish(ctx, author, 'disciplines', await createItem(ctx, author, 'disciplines', twoLevelDiscipline('Nebelruf')));
    expect((await call(ctx, installer, { method: 'POST', url: '/api/homebrew/installed', payload: { kind: 'disciplines', id: item.id } })).statusCode).toBe(200);
    const [firstTab, secondTab, other] = await Promise.all([sockets.as(installer.accessToken), sockets.as(installer.accessToken), sockets.as(bystander.accessToken)]);

    const heard = Promise.all([nextEvent(firstTab!, homebrewUpdatedEvent), nextEvent(secondTab!, homebrewUpdatedEvent)]);
    const unheard = silence(other!, [homebrewUpdatedEvent]);
    item = await save(item, { description: 'Neu: der Ruf hallt weiter.' });
    expect(await heard).toEqual([
      { kind: 'disciplines', id: item.id, version: item.version },
      { kind: 'disciplines', id: item.id, version: item.version },
    ]);
    expect(await unheard).toBe(true);

    // Made private: the installer cannot take that version, so no update reaches them.
    const quietPrivate = silence(firstTab!, [homebrewUpdatedEvent]);
    item = await save(item, { public: false });
    expect(await quietPrivate).toBe(true);

    // After uninstalling, later versions are none of the former installer's business.
    item = await save(item, { public: true });
    expect((await call(ctx, installer, { method: 'DELETE', url: `/api/homebrew/installed/disciplines/${item.id}` })).statusCode).toBe(200);
    const quietAfter = silence(firstTab!, [homebrewUpdatedEvent]);
    await save(item, { description: 'Noch eine Fassung.' });
    expect(await quietAfter).toBe(true);
  });
});
