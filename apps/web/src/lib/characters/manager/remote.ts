import type { CharacterChangesResponse, StoredCharacter } from '@vitae/core/api';
import { applyPatch, type PatchOperation } from '@vitae/core/patch';
import { localChanges, withServerFields } from '../rebase.ts';
import { avatarUrlAfter, remoteChangeFit } from './decisions.ts';
import type { Internal, RemoteChange } from './entry.ts';
import { advance } from './merge.ts';
import { applyEach, currentShape } from './shape.ts';
import type { CharacterStore } from './store.ts';

/** What remote changes need from the rest of the manager. */
export interface RemoteHub {
  /** Lists a character new to this tab (or replaces one with nothing unsent). */
  put(received: StoredCharacter, justViewing: boolean): void;
}

/**
 * Changes saved elsewhere, from the socket or the catch-up after a reconnect: merged by field
 * into local edits, buffered while a save is on its way, and a gap in revisions asks the server.
 */
export class RemoteChanges {
  /** The folders the last catch-up answered (the folder list reads them). */
  lastFolders: CharacterChangesResponse['folders'] | undefined;
  private catchingUp: Promise<boolean> | undefined;
  /** A catch-up asked for while one runs: that one may have asked before the change happened, so another follows it. */
  private catchUpAfter: Promise<boolean> | undefined;

  constructor(
    private readonly store: CharacterStore,
    private readonly hub: RemoteHub,
  ) {}

  /** `character_updated` (a whole character, docs/product-spec.md §7) or a character new to this tab. */
  applyRemote(received: StoredCharacter): void {
    if (!this.store.entries.has(received.id)) {
      this.hub.put(received, received.justViewing === true);
      this.store.changed();
      return;
    }
    this.receive(received.id, { kind: 'whole', character: received });
  }

  /** `character_patched`, `_renamed`, `_moved`: a saved change as a patch on the previous revision. */
  applyRemotePatch(id: string, revision: number, patch: readonly PatchOperation[]): void {
    this.receive(id, { kind: 'patch', base: revision - 1, revision, patch });
  }

  /** `character_deleted`: gone at once when nothing is unsaved; otherwise kept (and said so) until the user decides. */
  applyRemoteDeleted(id: string, reason: 'deleted' | 'unshared'): void {
    const entry = this.store.entries.get(id);
    if (!entry) return;
    this.store.clearTimer(entry);
    entry.gone = reason;
    entry.conflicts = undefined;
    entry.saveState = !entry.justViewing && localChanges(entry.server, entry.character).length > 0 ? 'unsaved' : 'saved';
    this.store.changed();
  }

  /** `character_viewers`: who the owner shares the character with now. */
  setViewers(id: string, viewers: StoredCharacter['viewers']): void {
    const entry = this.store.entries.get(id);
    if (!entry) return;
    entry.server = { ...entry.server, viewers };
    entry.character = { ...entry.character, viewers };
    this.store.changed();
  }

  /** Applies what arrived while a save was on its way (after that save's answer). */
  applyBuffered(entry: Internal): void {
    const changes = entry.buffered.splice(0);
    for (const change of changes) this.apply(entry, change);
  }

  /**
   * After a reconnect: asks what changed since the revision of each character this tab has, and
   * applies it (patches, new and gone characters). Answers the folders for the folder list.
   */
  catchUp(): Promise<boolean> {
    if (this.catchingUp) {
      const again = () => {
        this.catchUpAfter = undefined;
        return this.catchUp();
      };
      // Also after a failed one: a rejected promise kept here would answer every later call.
      this.catchUpAfter ??= this.catchingUp.then(again, again);
      return this.catchUpAfter;
    }
    this.catchingUp = this.fetchChanges().finally(() => {
      this.catchingUp = undefined;
    });
    return this.catchingUp;
  }

  /** Forgets the folders of the last catch-up (logout). */
  reset(): void {
    this.lastFolders = undefined;
  }

  /** A change saved elsewhere (socket or catch-up); applied now, or after the save on its way. */
  private receive(id: string, change: RemoteChange): void {
    const entry = this.store.entries.get(id);
    if (!entry || entry.gone) return;
    if (entry.inflight) {
      entry.buffered.push(change);
      return;
    }
    this.apply(entry, change);
    this.store.changed();
  }

  private apply(entry: Internal, change: RemoteChange): void {
    const fit = remoteChangeFit(change, entry.server.revision);
    if (fit === 'known') return;
    // A revision in between never reached us: the catch-up brings it.
    if (fit === 'gap') return void this.catchUp();
    if (change.kind === 'whole') return this.applyWhole(entry, change.character);
    if (!entry.loaded) {
      // A light entry takes what fits of the patch (its list facts); a new avatar is a new avatar URL.
      entry.avatarUrl = avatarUrlAfter(entry.avatarUrl, change.patch, entry.server.id, change.revision);
      const rest = change.patch.filter((operation) => operation.path[0] !== 'avatar');
      advance(this.store, entry, entry.server, { ...applyEach(entry.server, rest), revision: change.revision });
      return;
    }
    // Patches set values, so one made from an older revision than ours still gives the newer version.
    advance(this.store, entry, entry.server, { ...applyPatch(entry.server, change.patch), revision: change.revision });
  }

  private applyWhole(entry: Internal, received: StoredCharacter): void {
    const { character, tooNew } = currentShape(received);
    if (!entry.loaded) {
      // The server sent it whole: keep it whole (edits to the light entry go on top).
      const edits = localChanges(entry.server, entry.character);
      entry.loaded = true;
      entry.server = { ...character, viewers: character.viewers ?? entry.server.viewers } as StoredCharacter;
      entry.character = withServerFields(applyEach(entry.server, edits), entry.server);
      if (tooNew) entry.tooNew = true;
      return;
    }
    if (tooNew) {
      entry.tooNew = true;
      entry.server = entry.character = character;
      return;
    }
    advance(this.store, entry, entry.server, character);
  }

  /** `false` when the server was not reached or refused. */
  private async fetchChanges(): Promise<boolean> {
    const { store } = this;
    if (store.status !== 'initialised') return false;
    const known = Object.fromEntries([...store.entries.values()].filter((entry) => !entry.gone).map((entry) => [entry.server.id, entry.server.revision]));
    const result = await store.deps.request<CharacterChangesResponse>('POST', '/characters/changes', { body: { known } });
    if (!result.ok) return false;
    for (const change of result.data.changed) {
      if ('character' in change) this.applyRemote(change.character);
      else this.receive(change.id, { kind: 'patch', base: known[change.id] ?? change.revision - 1, revision: change.revision, patch: change.patch });
    }
    for (const id of result.data.deleted) this.applyRemoteDeleted(id, store.entries.get(id)?.justViewing ? 'unshared' : 'deleted');
    // Each change above published itself; nothing changed elsewhere (the usual answer) renders nothing again.
    this.lastFolders = result.data.folders;
    return true;
  }
}
