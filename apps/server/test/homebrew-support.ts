import type { InjectOptions } from 'fastify';
import { as, type TestContext, type TestUser } from './helper.ts';

/** A discipline body with two levels: a power, and one that requires it and needs Protean 2 (combo). */
export function twoLevelDiscipline(name = 'Nebelschritt') {
  return {
    name,
    description: 'Wandeln im Nebel.',
    levels: [
      { abilities: [{ id: 1, name: 'Dunstschleier', summary: 'Ein Schleier aus Nebel.', dicePool: 'Geistesschärfe + Nebelschritt' }] },
      { abilities: [{ id: 2, name: 'Nebelgestalt', summary: 'Du wirst zu Nebel.', requirement: 1, combo: { disciplineId: 5, level: 2 }, minBloodPotency: 1 }] },
    ],
  };
}

/** Calls the API as `user`, or anonymously without one. */
export function call(ctx: TestContext, user: TestUser | undefined, options: InjectOptions) {
  return ctx.app.inject(user ? as(user, options) : options);
}

type Item = { id: number; version: number; public: boolean; name: string; inviteCode: string | null } & Record<string, unknown>;

/** Creates an item and saves the given fields over it; fails the test on any error status. */
export async function createItem(ctx: TestContext, user: TestUser, kind: 'clans' | 'disciplines', fields: Record<string, unknown> & { name: string }): Promise<Item> {
  const created = await call(ctx, user, { method: 'POST', url: `/api/homebrew/${kind}`, payload: { name: fields.name } });
  if (created.statusCode !== 200) throw new Error(`create failed: ${created.body}`);
  const item = created.json<Item>();
  const saved = await call(ctx, user, { method: 'PUT', url: `/api/homebrew/${kind}/${item.id}`, payload: { public: false, ...fields } });
  if (saved.statusCode !== 200) throw new Error(`save failed: ${saved.body}`);
  return saved.json<Item>();
}

export async function publish(ctx: TestContext, user: TestUser, kind: 'clans' | 'disciplines', item: Item): Promise<Item> {
  const response = await call(ctx, user, { method: 'PUT', url: `/api/homebrew/${kind}/${item.id}`, payload: { ...item, public: true } });
  if (response.statusCode !== 200) throw new Error(`publish failed: ${response.body}`);
  return response.json<Item>();
}
