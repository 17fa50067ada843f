import type { FastifyInstance } from 'fastify';
import { socketEvents } from '@vitae/core/sync';

/**
 * Who views a character (docs/product-spec.md §6), with the live news both sides get: the viewer
 * finds the character in its list (or loses it), the owner's tabs see the new viewer list. Used by
 * the viewers routes and by VitaePlay, where bringing a character lets the storyteller view it.
 */
export async function startViewing(app: FastifyInstance, characterId: string, ownerId: string, viewerId: string, exceptSocketId?: string): Promise<boolean> {
  const { characters } = app.repos;
  const added = await characters.addViewer(characterId, viewerId);
  if (added) {
    const character = await characters.getFor(characterId, viewerId);
    if (character) app.notify.toUsers([viewerId], socketEvents.characterCreated, { character: { ...character, viewers: [] } });
    app.notify.toUsers([ownerId], socketEvents.characterViewers, { id: characterId, viewers: await characters.viewers(characterId) }, exceptSocketId);
  }
  return added;
}

/** Ends a viewing; `false` when there was none. */
export async function endViewing(app: FastifyInstance, characterId: string, ownerId: string, viewerId: string, exceptSocketId?: string): Promise<boolean> {
  const { characters } = app.repos;
  if (!(await characters.removeViewer(characterId, viewerId))) return false;
  app.notify.toUsers([viewerId], socketEvents.characterDeleted, { id: characterId, reason: 'unshared' });
  app.notify.toUsers([ownerId], socketEvents.characterViewers, { id: characterId, viewers: await characters.viewers(characterId) }, exceptSocketId);
  return true;
}
