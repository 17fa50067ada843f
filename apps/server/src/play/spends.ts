import type { FastifyInstance } from 'fastify';
import type { Character } from '@vitae/core';
import { characterPatch } from '@vitae/core/patch';
import {
  applyApprovedSpend,
  maxPendingSpendsPerCharacter,
  maxSpendPurchaseBytes,
  playEvents,
  quoteSpend,
  type CharacterSpends,
  type PlayAudience,
  type SpendRequest,
  type SpendState,
} from '@vitae/core/play';
import { newId } from '../auth/secrets.ts';
import { publishSyncOut } from '../characters/sync-out.ts';
import { badRequest, conflict, HttpError, notFound } from '../errors.ts';
import { userRoom } from '../realtime/realtime.ts';
import { toStoredData } from '../repositories/character-writes.ts';
import { toSpendRequest, type SpendRow } from '../repositories/play-spends.ts';
import { announcePatch } from '../routes/characters/patch.ts';
import type { PlaySessions } from './sessions.ts';

/** How long a decided request stays on the sheet (the player reads the storyteller's note). */
const decidedShownMs = 7 * 24 * 60 * 60 * 1000;
/** Attempts of one write when the owner saves at the same moment (each retry reads the new revision). */
const writeAttempts = 4;

const notAtTable = () => new HttpError(404, 'this character is not at the table', 'character_not_available');

/**
 * Spends that need the storyteller's approval (issue #48 item 3). A request keeps the line's
 * purchase object with the price and record the line's rules gave; an approval applies it on the
 * server to the character as it is then (re-checked), through the owner's save path, so revisions,
 * sync and open sheets follow. Each step is logged at the table and told to the owner's and the
 * storyteller's tabs (`play_spend`).
 */
export function createPlaySpends(app: FastifyInstance, sessions: PlaySessions) {
  const spends = () => app.repos.playSpends;

  function tell(row: SpendRow, hostId: string): SpendRequest {
    const request = toSpendRequest(row);
    app.realtime.io.to([userRoom(row.ownerId), userRoom(hostId)]).emit(playEvents.spend, { sessionId: row.sessionId, characterId: row.characterId, request });
    return request;
  }

  async function log(row: SpendRow, event: SpendState, sender: { id: string; alias: string }, to: PlayAudience): Promise<void> {
    const session = await app.repos.play.get(row.sessionId);
    if (!session) return;
    await sessions.post(session, sender, to, { kind: 'spend', event, requestId: row.id, character: { id: row.characterId, name: row.characterName }, label: row.label, cost: row.cost, note: row.note });
  }

  /** Writes the approved purchase as the owner's save would, retrying when the owner saved at the same moment. */
  async function applyApproved(row: SpendRow, approver: { id: string; alias: string }): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      const stored = await app.repos.characters.getFor(row.characterId, row.ownerId);
      if (!stored) throw notAtTable();
      const applied = applyApprovedSpend(stored, row.purchase, { cost: row.cost, record: toSpendRequest(row).record }, { id: approver.id, name: approver.alias }, { id: newId(), now: app.now().toISOString() });
      if (!applied.ok) {
        if (applied.reason === 'not_enough_xp') throw conflict(`${stored.name} no longer has the ${row.cost} XP this costs`, 'spend_not_enough_xp');
        throw conflict(`${stored.name}'s sheet changed since the request; the player asks again`, 'spend_stale');
      }
      const patch = characterPatch(toStoredData(stored), toStoredData(applied.character as Character));
      const result = await app.repos.characterWrites.patch(row.characterId, row.ownerId, stored.revision, patch, app.now());
      if (result.status === 'updated') {
        announcePatch(app.notify, [row.ownerId, ...result.viewerIds], row.characterId, result.revision, result.patch);
        void publishSyncOut(app, result.character, row.ownerId);
        return;
      }
      if ((result.status === 'conflict' || result.status === 'base_too_old') && attempt < writeAttempts) continue;
      if (result.status === 'too_large') throw new HttpError(413, `${stored.name} is too large to store more history`, result.code);
      throw conflict(`${stored.name} changed at the same moment; approve again`, 'revision_conflict');
    }
  }

  return {
    /** What the character's sheet needs: whether its table asks for approval, and its requests. */
    async ofCharacter(userId: string, characterId: string): Promise<CharacterSpends> {
      const table = await spends().tableOf(characterId);
      if (!table || table.ownerId !== userId || table.hostId === userId) return { needsApproval: false, sessionId: table?.sessionId ?? null, requests: [] };
      const rows = await spends().ofCharacter(table.sessionId, characterId, new Date(app.now().getTime() - decidedShownMs));
      return { needsApproval: table.spendsNeedApproval, sessionId: table.sessionId, requests: rows.map(toSpendRequest) };
    },

    async request(userId: string, input: { characterId: string; purchase: Record<string, unknown>; label: string }): Promise<SpendRequest> {
      const table = await spends().tableOf(input.characterId);
      if (!table || table.ownerId !== userId) throw notAtTable();
      // The storyteller's own characters need nobody's approval.
      if (!table.spendsNeedApproval || table.hostId === userId) throw conflict('this table does not ask for approval; spend directly', 'spend_approval_off');
      const member = await sessions.requireMember(table.sessionId, userId);
      sessions.requireOpen(member);
      if (Buffer.byteLength(JSON.stringify(input.purchase)) > maxSpendPurchaseBytes) throw new HttpError(413, `a requested purchase is at most ${maxSpendPurchaseBytes} bytes`, 'too_large');
      const character = await app.repos.characters.getFor(input.characterId, userId);
      if (!character) throw notAtTable();
      const quote = quoteSpend(character, input.purchase);
      if (!quote.ok) throw badRequest(`the rules refuse this purchase now (${quote.reason})`, 'spend_refused');
      if ((await spends().pendingCount(input.characterId)) >= maxPendingSpendsPerCharacter) {
        throw conflict(`a character has at most ${maxPendingSpendsPerCharacter} open requests`, 'too_many_spend_requests');
      }
      const row = await spends().create({
        id: newId(),
        sessionId: table.sessionId,
        characterId: input.characterId,
        characterName: character.name,
        ownerId: userId,
        ownerAlias: member.alias,
        purchase: input.purchase,
        label: input.label,
        cost: quote.cost,
        record: quote.record,
        now: app.now(),
      });
      await log(row, 'pending', { id: userId, alias: member.alias }, { kind: 'storyteller' });
      return tell(row, table.hostId);
    },

    async withdraw(userId: string, spendId: string): Promise<SpendRequest> {
      const row = await spends().get(spendId);
      if (!row || row.ownerId !== userId) throw notFound('there is no such request of yours');
      const ended = await spends().decide(spendId, 'withdrawn', null, null, app.now());
      if (!ended) throw conflict('this request was already decided', 'spend_not_pending');
      const session = await app.repos.play.get(row.sessionId);
      await log(ended, 'withdrawn', { id: userId, alias: row.ownerAlias }, { kind: 'storyteller' });
      return tell(ended, session?.hostId ?? userId);
    },

    /** Storyteller: the session's open requests; a player: their own. */
    async pending(sessionId: string, userId: string): Promise<SpendRequest[]> {
      const member = await sessions.requireMember(sessionId, userId);
      const rows = await spends().pending(sessionId);
      return rows.filter((row) => member.isHost || row.ownerId === userId).map(toSpendRequest);
    },

    async decide(sessionId: string, hostId: string, spendId: string, decision: { approve: boolean; note: string }): Promise<SpendRequest> {
      const host = await sessions.requireHost(sessionId, hostId);
      const row = await spends().get(spendId);
      if (!row || row.sessionId !== sessionId) throw notFound('this session has no such request');
      if (row.state !== 'pending') throw conflict('this request was already decided or withdrawn', 'spend_not_pending');
      const approver = { id: hostId, alias: host.alias };
      const note = decision.note || null;
      // Claimed first, so two clicks cannot spend twice; a refused approval opens it again.
      const ended = await spends().decide(spendId, decision.approve ? 'approved' : 'rejected', approver, note, app.now());
      if (!ended) throw conflict('this request was already decided or withdrawn', 'spend_not_pending');
      if (decision.approve) {
        try {
          await applyApproved(ended, approver);
        } catch (error) {
          await spends().reopen(spendId);
          throw error;
        }
      }
      // An approval is the table's news; a rejection (with its note) is between the two.
      await log(ended, ended.state, approver, decision.approve ? { kind: 'everyone' } : { kind: 'player', userId: ended.ownerId });
      return tell(ended, hostId);
    },
  };
}
export type PlaySpends = ReturnType<typeof createPlaySpends>;
