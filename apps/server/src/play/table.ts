import type { FastifyInstance } from 'fastify';
import { grantExperience, type Character } from '@vitae/core';
import { characterPatch } from '@vitae/core/patch';
import {
  parseCommand,
  playEvents,
  rerollAtTable,
  rollAtTable,
  rollingCharacter,
  type DieSource,
  type PlayAudience,
  type PlayMessage,
  specialDiceWords,
  tableWordsOf,
  type RollingCharacter,
  type RollSpec,
  type TableCheck,
} from '@vitae/core/play';
import { newId } from '../auth/secrets.ts';
import { badRequest, HttpError, notFound } from '../errors.ts';
import { toStoredData } from '../repositories/character-writes.ts';
import { announcePatch } from '../routes/characters/patch.ts';
import { userRoom } from '../realtime/realtime.ts';
import { checkImage, checkSessionRoom } from './limits.ts';
import type { Member, PlaySessions } from './sessions.ts';
import { publishSyncOut } from '../characters/sync-out.ts';

/** Messages and rolls one account may post per window (counted per instance, like the write quota). */
export const postsPerWindow = 30;
export const postWindowMs = 10_000;

/** Attempts of one XP write when the owner saves at the same moment (each retry reads the new revision). */
const xpWriteAttempts = 4;

export interface SendInput {
  to: PlayAudience;
  body: { kind: 'text'; text: string } | { kind: 'image'; url: string };
}

export interface RollInput {
  characterId: string | null;
  command?: string | undefined;
  roll?: RollSpec | undefined;
  secret: boolean;
  label: string | null;
  requestId: number | null;
  /** Willpower: re-roll these normal dice of the caller's roll `messageId`. */
  reroll?: { messageId: number; dice: number[] } | undefined;
  /** With `roll`: the line's table check it is (a rouse check), with the tracker before. */
  check?: TableCheck | undefined;
}

export interface RollTarget {
  userId: string;
  characterId: string | null;
}

/** The same player and character named twice is asked once. */
const uniqueTargets = (targets: RollTarget[]): RollTarget[] => targets.filter((target, index) => targets.findIndex((other) => other.userId === target.userId && other.characterId === target.characterId) === index);

/**
 * The check with the tracker as the stored character has it (the card's "Hunger steigt auf 3"
 * is then the server's word, not the sheet's); the sheet saves its edits before a check, so the
 * two agree. Without a character (or a tracker the line does not name) the sent value stays.
 */
function checkAsStored(check: TableCheck, rolling: RollingCharacter | null): TableCheck {
  const stored = rolling?.checkTrackers?.[check.name];
  return stored === undefined ? check : { name: check.name, before: stored };
}

/** How the server's messages name a line's special dice ("hunger dice"), from the line's table words. */
const specialWords = (name: string | null): string | undefined => (name === null ? undefined : specialDiceWords(name)?.en);

/**
 * What happens at the table: chat, the server's rolls (with `dice`, the one source of faces),
 * roll requests and experience awards. Permissions first, then one stored message each.
 */
export function createPlayTable(app: FastifyInstance, sessions: PlaySessions, dice: DieSource) {
  const repo = () => app.repos.play;
  const recentPosts = new Map<string, { since: number; count: number }>();
  /** Rolls being re-rolled right now: two quick taps must not both pass the "only once" check. */
  const rerolling = new Set<number>();

  /**
   * A willpower re-roll: the server re-rolls the caller's own roll once, keeps its label,
   * character and secrecy, and posts the new dice linked to the first roll.
   */
  async function reroll(member: Member, userId: string, input: { messageId: number; dice: number[] }): Promise<PlayMessage> {
    const notPossible = () => badRequest('this roll cannot be re-rolled (not yours, re-rolled already, or no such dice)', 'reroll_not_possible');
    if (rerolling.has(input.messageId)) throw notPossible();
    rerolling.add(input.messageId);
    try {
      const first = await repo().message(member.session.id, input.messageId);
      if (first?.body.kind !== 'roll' || first.sender?.id !== userId) throw notPossible();
      if (await repo().rerolled(member.session.id, input.messageId)) throw notPossible();
      const outcome = rerollAtTable(first.body.result, input.dice, dice);
      if (!outcome.ok) throw notPossible();
      const body = { ...first.body, command: null, requestId: null, rerollOf: input.messageId, result: outcome.result };
      await fits(member, body);
      return await sessions.post(member.session, { id: userId, alias: member.alias }, first.to, body);
    } finally {
      rerolling.delete(input.messageId);
    }
  }

  /** A runaway client (or a held-down Enter key) must not flood the table and the log. */
  function throttle(userId: string): void {
    const now = Date.now();
    const entry = recentPosts.get(userId);
    if (!entry || now - entry.since >= postWindowMs) {
      if (recentPosts.size > 10_000) recentPosts.clear();
      recentPosts.set(userId, { since: now, count: 1 });
      return;
    }
    entry.count += 1;
    if (entry.count > postsPerWindow) throw new HttpError(429, `at most ${postsPerWindow} messages and rolls in ${postWindowMs / 1000} seconds; wait a moment`, 'rate_limited');
  }

  /** What a member posts must fit the session's storage budget (server status lines always go in). */
  async function fits(member: Member, body: unknown): Promise<void> {
    checkSessionRoom(app.config.play, await repo().storedBytes(member.session.id), Buffer.byteLength(JSON.stringify(body)));
  }

  async function audienceAllowed(member: Member, to: PlayAudience): Promise<void> {
    if (to.kind !== 'player') return;
    if (!member.isHost) throw badRequest('players write to everyone or to the storyteller', 'host_only');
    const target = await repo().member(member.session.id, to.userId);
    if (!target || target.state !== 'joined') throw notFound('this player is not in the session', 'not_member');
  }

  /** The rolling character: one the caller brought (the host may roll for any brought one), read fresh from the database. */
  async function roller(member: Member, characterId: string): Promise<Character> {
    const brought = await repo().isBrought(member.session.id, characterId);
    if (!brought || (brought.ownerId !== member.userId && !member.isHost)) throw new HttpError(404, 'this character is not at the table', 'character_not_available');
    const character = await app.repos.characters.getFor(characterId, brought.ownerId);
    if (!character) throw new HttpError(404, 'this character is not at the table', 'character_not_available');
    return character;
  }

  /** Writes an XP grant through the same patch path as the owner's saves, so the open sheet merges it live. */
  async function grantTo(characterId: string, ownerId: string, amount: number, reason: string): Promise<{ name: string; revision: number; exp: number }> {
    for (let attempt = 1; ; attempt += 1) {
      const stored = await app.repos.characters.getFor(characterId, ownerId);
      if (!stored) throw new HttpError(404, 'this character is not at the table', 'character_not_available');
      const granted = grantExperience(stored, amount, { id: newId(), now: app.now().toISOString(), ...(reason ? { reason } : {}) });
      if (!granted.ok) throw badRequest('this award does not fit the character');
      const patch = characterPatch(toStoredData(stored), toStoredData(granted.character));
      const result = await app.repos.characterWrites.patch(characterId, ownerId, stored.revision, patch, app.now());
      if (result.status === 'updated') {
        announcePatch(app.notify, [ownerId, ...result.viewerIds], characterId, result.revision, result.patch);
        void publishSyncOut(app, result.character, ownerId);
        return { name: stored.name, revision: result.revision, exp: granted.character.exp };
      }
      if ((result.status === 'conflict' || result.status === 'base_too_old') && attempt < xpWriteAttempts) continue;
      if (result.status === 'too_large') throw new HttpError(413, `${stored.name} is too large to store more history`, result.code);
      throw new HttpError(409, `${stored.name} changed at the same moment; award again`, 'revision_conflict');
    }
  }

  return {
    async send(sessionId: string, userId: string, input: SendInput): Promise<PlayMessage> {
      const member = await sessions.requireMember(sessionId, userId);
      sessions.requireOpen(member);
      throttle(userId);
      if (input.body.kind === 'image') checkImage(app.config.play, input.body.url);
      await audienceAllowed(member, input.to);
      await fits(member, input.body);
      return sessions.post(member.session, { id: userId, alias: member.alias }, input.to, input.body);
    },

    async roll(sessionId: string, userId: string, input: RollInput): Promise<PlayMessage> {
      const member = await sessions.requireMember(sessionId, userId);
      sessions.requireOpen(member);
      throttle(userId);
      if (input.reroll) return reroll(member, userId, input.reroll);
      let spec = input.roll;
      let secret = input.secret;
      if (input.command !== undefined) {
        const parsed = parseCommand(input.command);
        if (parsed?.kind !== 'roll') {
          const usage = parsed?.kind === 'error' && parsed.usage !== null ? ` (usage: /${parsed.word} ${parsed.usage})` : '';
          throw badRequest(`not a roll the server knows: ${input.command}${usage}`, 'invalid_command');
        }
        spec = parsed.spec;
        secret = parsed.secret || secret;
      }
      if (!spec) throw badRequest('send either a command or a roll');
      if (input.requestId !== null) {
        const request = await repo().message(sessionId, input.requestId);
        if (request?.body.kind !== 'rollRequest' || request.to.kind !== 'player' || request.to.userId !== userId) throw notFound('there is no such roll request for you');
        // The storyteller asked for a secret roll: its answer stays between the two.
        secret = secret || request.body.secret;
      }
      const character = input.characterId ? await roller(member, input.characterId) : null;
      const rolling = character ? rollingCharacter(character) : null;
      const outcome = rollAtTable(spec, rolling, dice);
      if (!outcome.ok) {
        if (outcome.code === 'empty_pool') throw badRequest('a roll needs at least one die (a mage may roll none with the Willpower success)', 'empty_pool');
        if (outcome.code === 'character_not_available') throw new HttpError(400, `this check takes ${specialWords(outcome.special) ?? 'special dice'} from a character: roll with one`, 'character_not_available');
        throw badRequest(outcome.special ? `this character rolls ${specialWords(outcome.special)}` : 'this character has no special dice; use /check', 'wrong_special_dice');
      }
      const body = {
        kind: 'roll' as const,
        secret,
        label: input.label,
        command: input.command ?? null,
        character: character ? { id: input.characterId!, name: character.name } : null,
        requestId: input.requestId,
        // A check only the rolling character's line knows names it; another line's would be nonsense on the card.
        ...(input.check && input.roll && outcome.result.kind === 'check' && tableWordsOf(outcome.result.line)?.checks?.[input.check.name] ? { check: checkAsStored(input.check, rolling) } : {}),
        result: outcome.result,
      };
      await fits(member, body);
      return sessions.post(member.session, { id: userId, alias: member.alias }, secret ? { kind: 'storyteller' } : { kind: 'everyone' }, body);
    },

    async requestRoll(
      sessionId: string,
      hostId: string,
      input: { userId?: string | undefined; characterId: string | null; targets?: RollTarget[] | undefined; label: string; traits: string[]; pool: number | null; special: boolean; difficulty: number | null; secret: boolean },
    ): Promise<{ message: PlayMessage; messages: PlayMessage[] }> {
      const host = await sessions.requireHost(sessionId, hostId);
      sessions.requireOpen(host);
      const { userId, characterId, targets: many, ...request } = input;
      const targets = uniqueTargets(many ?? [{ userId: userId!, characterId }]);
      for (const target of targets) {
        // Traits are read from one sheet: without it the player's prompt could not fill the pool.
        if (request.traits.length > 0 && !target.characterId) throw badRequest('a request by traits names the character whose traits they are', 'roll_traits_need_character');
        const member = await repo().member(sessionId, target.userId);
        if (!member || member.state !== 'joined' || target.userId === hostId) throw notFound('this player is not in the session', 'not_member');
        if (target.characterId) {
          const brought = await repo().isBrought(sessionId, target.characterId);
          if (brought?.ownerId !== target.userId) throw new HttpError(404, 'this character is not that player’s at the table', 'character_not_available');
        }
      }
      // Asked together, the answers gather in one card: the requests share a group id.
      const group = targets.length > 1 ? newId() : null;
      const messages: PlayMessage[] = [];
      for (const target of targets) {
        const body = { kind: 'rollRequest' as const, ...request, characterId: target.characterId, group };
        const message = await sessions.post(host.session, { id: hostId, alias: host.alias }, { kind: 'player', userId: target.userId }, body);
        app.realtime.io.to(userRoom(target.userId)).emit(playEvents.rollRequested, { sessionId, sessionName: host.session.name, message });
        messages.push(message);
      }
      return { message: messages[0]!, messages };
    },

    async awardXp(sessionId: string, hostId: string, input: { characterIds: string[]; amount: number; reason: string }) {
      const host = await sessions.requireHost(sessionId, hostId);
      const ids = [...new Set(input.characterIds)];
      const owners = new Map<string, string>();
      for (const id of ids) {
        const brought = await repo().isBrought(sessionId, id);
        if (!brought) throw new HttpError(404, 'a character of the award is not at the table', 'character_not_available');
        owners.set(id, brought.ownerId);
      }
      const awarded = [];
      for (const id of ids) awarded.push({ characterId: id, ...(await grantTo(id, owners.get(id)!, input.amount, input.reason)) });
      const message = await sessions.post(host.session, { id: hostId, alias: host.alias }, { kind: 'everyone' }, {
        kind: 'xp',
        amount: input.amount,
        reason: input.reason,
        characters: awarded.map((entry) => ({ id: entry.characterId, name: entry.name })),
      });
      return { awarded, message };
    },
  };
}
export type PlayTable = ReturnType<typeof createPlayTable>;
