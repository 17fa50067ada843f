import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { joinCodeAlphabet, joinCodeLength, playEvents, type StatusEvent, type PlayAudience, type PlayMessage, type PlayMessageBody, type PlaySession, type UpdateSessionBody } from '@vitae/core/play';
import { newId } from '../auth/secrets.ts';
import { endViewing, startViewing } from '../characters/viewing.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../errors.ts';
import { userRoom } from '../realtime/realtime.ts';
import type { SessionRow } from '../repositories/play.ts';
import { deliverWebhook, probeWebhook, webhookAllowed, webhookPayload, type WebhookProbe } from './webhook.ts';

/** The live room of a session: sockets that entered it (members only). */
export const playRoom = (sessionId: string) => `play:${sessionId}`;

function newJoinCode(): string {
  let code = '';
  for (let i = 0; i < joinCodeLength; i += 1) code += joinCodeAlphabet[randomInt(joinCodeAlphabet.length)];
  return code;
}
const newJoinToken = () => randomBytes(24).toString('base64url');

const banned = () => forbidden('the storyteller banned you from this session', 'play_banned');

export interface Member {
  session: SessionRow;
  userId: string;
  alias: string;
  isHost: boolean;
}

/**
 * Sessions and membership: who may do what, the session as each member sees it, the log's
 * delivery to exactly the sockets that may see a message, and the viewing that bringing a
 * character starts. All state lives in the database; sockets meet in rooms, so this works the
 * same on every instance behind the PostgreSQL adapter.
 */
export function createPlaySessions(app: FastifyInstance) {
  const repo = () => app.repos.play;
  const io = () => app.realtime.io;

  async function view(session: SessionRow, viewerId: string | null): Promise<PlaySession> {
    const [members, characters, hostAlias] = await Promise.all([repo().members(session.id), repo().characters(session.id), repo().hostAlias(session.hostId)]);
    const isHost = viewerId === session.hostId;
    return {
      id: session.id,
      name: session.name,
      host: { id: session.hostId, alias: hostAlias },
      role: isHost ? 'storyteller' : 'player',
      state: session.closedAt ? 'closed' : 'open',
      createdAt: session.createdAt.toISOString(),
      closedAt: session.closedAt ? session.closedAt.toISOString() : null,
      memberCount: members.filter((member) => member.state === 'joined').length,
      code: session.code,
      joinToken: isHost ? session.joinToken : null,
      webhook: isHost ? { url: session.webhookUrl, messages: session.webhookMessages } : null,
      spendsNeedApproval: session.spendsNeedApproval,
      members,
      characters,
      lastMessageId: viewerId ? await repo().lastVisibleId(session.id, viewerId, isHost) : null,
    };
  }

  /** The caller as a joined member of the session; others learn nothing (404), removed members are told (403). */
  async function requireMember(sessionId: string, userId: string): Promise<Member> {
    const session = await repo().get(sessionId);
    const member = session ? await repo().member(sessionId, userId) : undefined;
    if (!session || !member || member.state === 'left') throw notFound('there is no session with this id that you joined', 'not_member');
    if (member.state === 'removed') throw banned();
    return { session, userId, alias: member.alias, isHost: session.hostId === userId };
  }

  async function requireHost(sessionId: string, userId: string): Promise<Member> {
    const member = await requireMember(sessionId, userId);
    if (!member.isHost) throw forbidden('only the storyteller of this session can do this', 'host_only');
    return member;
  }

  function requireOpen(member: Member): void {
    if (member.session.closedAt) throw conflict('this session is closed; the storyteller can reopen it', 'play_closed');
  }

  /**
   * Tells every entered socket what changed. Players get the view without host-only fields; every
   * tab of the storyteller gets the storyteller's view, so the join link and webhook stay on screen.
   */
  async function broadcastSession(sessionId: string): Promise<void> {
    const session = await repo().get(sessionId);
    if (!session) return;
    const [forPlayers, forHost] = await Promise.all([view(session, null), view(session, session.hostId)]);
    io().to(playRoom(sessionId)).except(userRoom(session.hostId)).emit(playEvents.session, { session: forPlayers });
    io().to(userRoom(session.hostId)).emit(playEvents.session, { session: forHost });
  }

  /** Sends a stored message to exactly the sockets that may see it (the sender's own included). */
  function deliver(message: PlayMessage, session: SessionRow): void {
    const senderRooms = message.sender ? [userRoom(message.sender.id)] : [];
    if (message.to.kind === 'everyone') io().to([playRoom(session.id), ...senderRooms]).emit(playEvents.message, message);
    else if (message.to.kind === 'storyteller') io().to([userRoom(session.hostId), ...senderRooms]).emit(playEvents.message, message);
    else io().to([userRoom(message.to.userId), ...senderRooms]).emit(playEvents.message, message);
    if (session.webhookUrl && webhookAllowed(session.webhookUrl, app.config.webhookHosts)) {
      const payload = webhookPayload(message, session.name, session.webhookMessages);
      if (payload) void deliverWebhook(session.webhookUrl, payload, app.log);
    }
  }

  async function post(session: SessionRow, sender: { id: string; alias: string } | null, to: PlayAudience, body: PlayMessageBody): Promise<PlayMessage> {
    const message = await repo().addMessage({ sessionId: session.id, sender, to, body, now: app.now() });
    deliver(message, session);
    return message;
  }

  async function status(session: SessionRow, event: StatusEvent, user: { id: string; alias: string }): Promise<void> {
    await post(session, null, { kind: 'everyone' }, { kind: 'status', event, user });
  }

  /** Ends the host's viewing of these characters, unless the owner shared them before or another of the host's sessions still has them. */
  async function endBringing(session: SessionRow, ownerId: string, characterIds: readonly string[]): Promise<void> {
    const brought = (await repo().broughtBy(session.id, ownerId)).filter((row) => characterIds.includes(row.characterId));
    await repo().unbring(session.id, brought.map((row) => row.characterId));
    for (const row of brought) {
      if (!row.addedViewer || (await repo().handOverViewing(session.id, row.characterId, session.hostId))) continue;
      await endViewing(app, row.characterId, ownerId, session.hostId);
    }
  }

  /**
   * A member's departure (left, kicked or banned): their characters go, their sockets leave the
   * room. A kicked member is stored as `left` (the code lets them back); a banned one as `removed`.
   */
  async function depart(member: Member, userId: string, alias: string, how: 'left' | 'kicked' | 'removed'): Promise<void> {
    const { session } = member;
    await repo().setState(session.id, userId, how === 'removed' ? 'removed' : 'left');
    // At once, before anything else is said in the room (through the account's room, so on every instance).
    io().in(userRoom(userId)).socketsLeave(playRoom(session.id));
    await endBringing(session, userId, (await repo().broughtBy(session.id, userId)).map((row) => row.characterId));
    await status(session, how, { id: userId, alias });
    if (how !== 'left') io().to(userRoom(userId)).emit(playEvents.removed, { sessionId: session.id, sessionName: session.name, banned: how === 'removed' });
    await broadcastSession(session.id);
  }

  return {
    view,
    requireMember,
    requireHost,
    requireOpen,
    broadcastSession,
    post,

    async create(userId: string, name: string): Promise<PlaySession> {
      const id = newId();
      // A clash of two random codes is rare; the unique index turns it into a retry.
      for (let attempt = 0; ; attempt += 1) {
        try {
          await repo().create({ id, hostId: userId, name, code: newJoinCode(), joinToken: newJoinToken(), now: app.now() });
          break;
        } catch (error) {
          if (attempt >= 4) throw error;
        }
      }
      return view((await repo().get(id))!, userId);
    },

    async update(sessionId: string, userId: string, body: UpdateSessionBody): Promise<PlaySession> {
      await requireHost(sessionId, userId);
      if (body.webhookUrl && !webhookAllowed(body.webhookUrl, app.config.webhookHosts)) {
        throw badRequest(`webhooks may only go to ${app.config.webhookHosts.join(', ')}`, 'webhook_host_not_allowed');
      }
      const changes = {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.webhookUrl !== undefined ? { webhookUrl: body.webhookUrl } : {}),
        ...(body.webhookMessages !== undefined ? { webhookMessages: body.webhookMessages } : {}),
        ...(body.spendsNeedApproval !== undefined ? { spendsNeedApproval: body.spendsNeedApproval } : {}),
      };
      // An empty body changes nothing (the database refuses an UPDATE without values).
      if (Object.keys(changes).length === 0) return view((await repo().get(sessionId))!, userId);
      await repo().update(sessionId, changes);
      await broadcastSession(sessionId);
      if (body.spendsNeedApproval !== undefined) {
        // Open sheets of the members' characters ask again whether a "+" spends or asks.
        const joined = (await repo().members(sessionId)).filter((member) => member.state === 'joined');
        io().to(joined.map((member) => userRoom(member.userId))).emit(playEvents.spend, { sessionId, characterId: null, request: null });
      }
      return view((await repo().get(sessionId))!, userId);
    },

    async setClosed(sessionId: string, userId: string, closed: boolean): Promise<PlaySession> {
      const host = await requireHost(sessionId, userId);
      if (Boolean(host.session.closedAt) !== closed) {
        await repo().update(sessionId, { closedAt: closed ? app.now() : null });
        await status(host.session, closed ? 'closed' : 'reopened', { id: userId, alias: host.alias });
        await broadcastSession(sessionId);
      }
      return view((await repo().get(sessionId))!, userId);
    },

    async renewCode(sessionId: string, userId: string): Promise<PlaySession> {
      await requireHost(sessionId, userId);
      for (let attempt = 0; ; attempt += 1) {
        try {
          await repo().update(sessionId, { code: newJoinCode(), joinToken: newJoinToken() });
          break;
        } catch (error) {
          if (attempt >= 4) throw error;
        }
      }
      await broadcastSession(sessionId);
      return view((await repo().get(sessionId))!, userId);
    },

    async join(userId: string, by: { code: string } | { token: string }): Promise<PlaySession> {
      const session = 'code' in by ? await repo().byCode(by.code) : await repo().byToken(by.token);
      // An unknown code and a closed session's answer alike, so a guesser cannot tell a hit.
      const unknown = () => notFound('no open session has this code; ask your storyteller for the current one', 'code_invalid');
      if (!session) throw unknown();
      const member = await repo().member(session.id, userId);
      if (member?.state === 'removed') throw banned();
      if (member?.state === 'joined') return view(session, userId);
      if (session.closedAt) throw unknown();
      await repo().join(session.id, userId, app.now());
      const joined = await repo().member(session.id, userId);
      await status(session, 'joined', { id: userId, alias: joined?.alias ?? '' });
      await broadcastSession(session.id);
      return view(session, userId);
    },

    async leave(sessionId: string, userId: string): Promise<void> {
      const member = await requireMember(sessionId, userId);
      if (member.isHost) throw badRequest('the storyteller cannot leave their own session; close it instead', 'host_cannot_leave');
      await depart(member, userId, member.alias, 'left');
    },

    /** Takes a player out: a kick lets them rejoin with the code, a ban keeps them out until lifted. */
    async remove(sessionId: string, hostId: string, userId: string, ban: boolean): Promise<PlaySession> {
      const host = await requireHost(sessionId, hostId);
      if (userId === hostId) throw badRequest('the storyteller cannot remove themselves', 'host_cannot_leave');
      const target = await repo().member(sessionId, userId);
      if (!target || target.state !== 'joined') throw notFound('this player is not in the session', 'member_unknown');
      await depart(host, userId, target.alias, ban ? 'removed' : 'kicked');
      return view((await repo().get(sessionId))!, hostId);
    },

    /** Lifts a ban: the player may join again with the current code or link (they are not re-added). */
    async unban(sessionId: string, hostId: string, userId: string): Promise<PlaySession> {
      await requireHost(sessionId, hostId);
      const target = await repo().member(sessionId, userId);
      if (!target || target.state !== 'removed') throw notFound('this player is not banned from the session', 'member_unknown');
      await repo().setState(sessionId, userId, 'left');
      await broadcastSession(sessionId);
      return view((await repo().get(sessionId))!, hostId);
    },

    /** Storyteller: posts a test message to the saved webhook and says what came of it. */
    async testWebhook(sessionId: string, userId: string): Promise<WebhookProbe> {
      const host = await requireHost(sessionId, userId);
      const url = host.session.webhookUrl;
      if (!url) throw badRequest('this session has no webhook yet; save one first', 'webhook_missing');
      if (!webhookAllowed(url, app.config.webhookHosts)) throw badRequest(`webhooks may only go to ${app.config.webhookHosts.join(', ')}`, 'webhook_host_not_allowed');
      return probeWebhook(url, { username: 'Vitae', content: `Vitae: Test für „${host.session.name}“ / test for “${host.session.name}” ✓`.slice(0, 2000) });
    },

    /** The caller's characters at the table: the new list replaces the old; the host views each one through sharing. */
    async bring(sessionId: string, userId: string, characterIds: readonly string[]): Promise<PlaySession> {
      const member = await requireMember(sessionId, userId);
      const wanted = [...new Set(characterIds)];
      for (const id of wanted) {
        if ((await app.repos.characters.ownerOf(id)) !== userId) throw new HttpError(404, 'you can only bring characters of your own account', 'character_not_available');
      }
      const current = (await repo().broughtBy(sessionId, userId)).map((row) => row.characterId);
      await endBringing(member.session, userId, current.filter((id) => !wanted.includes(id)));
      for (const id of wanted.filter((id) => !current.includes(id))) {
        // The host's own characters need no viewing; a share that existed before stays the owner's to end.
        const added = member.isHost ? false : await startViewing(app, id, userId, member.session.hostId);
        await repo().bring(sessionId, id, userId, added, app.now());
      }
      await broadcastSession(sessionId);
      return view((await repo().get(sessionId))!, userId);
    },
  };
}
export type PlaySessions = ReturnType<typeof createPlaySessions>;
