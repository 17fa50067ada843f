import type { Character } from '@vitae/core';
import type { PatchCharacterResponse, StoredCharacter } from '@vitae/core/api';
import { applyPatch, type PatchOperation, type PatchPath } from '@vitae/core/patch';
import type { ApiResult } from '../../api-client.ts';
import { conflictsWithoutBase, localChanges, resolve, withServerFields } from '../rebase.ts';
import type { PendingEdit } from '../pending-edits.ts';
import { withCharacterChangeHooks } from '../change-hooks.ts';
import { newerThan, saveDebounceMs, saveFailure } from './decisions.ts';
import type { Internal, SaveState } from './entry.ts';
import { advance, setConflicts } from './merge.ts';
import { applyEach, currentShape } from './shape.ts';
import type { CharacterStore } from './store.ts';

/** What saving needs from the rest of the manager. */
export interface SavingHub {
  /** Applies the changes from elsewhere that arrived while a save was on its way. */
  applyBuffered(entry: Internal): void;
  catchUp(): Promise<boolean>;
}

/**
 * Edits and their saves: each edit applies at once and is saved 1 s after the latest one, as a
 * patch against the revision the server acknowledged; failures are kept and retried as
 * `saveFailure` decides, and a session that ended keeps them in the browser.
 */
export class CharacterSaving {
  constructor(
    private readonly store: CharacterStore,
    private readonly hub: SavingHub,
  ) {}

  /**
   * Changes a character locally at once and saves it 1 s after the latest change. `seen` is the
   * version the caller computed its change from (a screen's render, a dialog opened earlier): the
   * change is then what the caller did to `seen`, applied to the current version, so an action
   * on an older copy never undoes what happened since.
   */
  update(id: string, change: Partial<Character> | ((character: StoredCharacter) => StoredCharacter), seen?: StoredCharacter): void {
    const entry = this.store.entries.get(id);
    if (!entry || entry.justViewing || entry.tooNew || entry.gone) return;
    const from = seen ?? entry.character;
    const next = withCharacterChangeHooks(typeof change === 'function' ? change(from) : ({ ...from, ...change } as StoredCharacter));
    entry.character = withServerFields(from === entry.character ? next : applyEach(entry.character, localChanges(from, next)), entry.character);
    if (entry.saveState !== 'conflict') {
      entry.saveState = entry.saveState === 'saving' ? 'saving' : 'pending';
      entry.rejection = undefined;
      entry.attempts = 0;
      this.schedule(entry, saveDebounceMs);
    }
    this.store.changed();
  }

  schedule(entry: Internal, ms: number): void {
    if (entry.timer !== undefined) this.store.timers.clear(entry.timer);
    entry.timer = this.store.timers.set(() => {
      entry.timer = undefined;
      void this.save(entry.character.id);
    }, ms);
  }

  /** Saves now (also what the debounce calls). Resolves once this attempt is over. */
  async save(id: string): Promise<void> {
    const { store } = this;
    const entry = store.entries.get(id);
    if (!entry || entry.justViewing || entry.tooNew || entry.gone || entry.inflight || entry.saveState === 'conflict' || entry.saveState === 'outdated') return;
    const patch = localChanges(entry.server, entry.character);
    if (patch.length === 0) {
      entry.saveState = 'saved';
      entry.restoredBase = undefined;
      store.changed();
      return;
    }
    const baseRevision = entry.restoredBase ?? entry.server.revision;
    entry.inflight = patch;
    entry.saveState = 'saving';
    store.changed();
    const result = await store.deps.request<PatchCharacterResponse>('PATCH', `/characters/${id}`, { body: { baseRevision, patch }, headers: store.socketHeaders() });
    entry.inflight = undefined;
    if (store.entries.get(id) !== entry) return;
    const restored = entry.restoredBase !== undefined;
    // Unreached (offline): the next attempt must still say which revision the edit was made on.
    if (result.ok || result.status !== 0) entry.restoredBase = undefined;
    if (result.ok) this.saved(entry, patch, result.data);
    else this.failed(entry, patch, restored, result);
    this.hub.applyBuffered(entry);
    if ((entry.saveState as SaveState) === 'pending' && entry.timer === undefined) void this.save(id);
    store.changed();
  }

  private saved(entry: Internal, patch: PatchOperation[], answer: PatchCharacterResponse): void {
    const sentFrom = applyPatch(entry.server, patch);
    const next = { ...applyPatch(applyPatch(entry.server, answer.merged ?? []), patch), revision: answer.revision } as StoredCharacter;
    entry.attempts = 0;
    entry.saveError = undefined;
    entry.rejection = undefined;
    entry.needsLogin = undefined;
    entry.buffered = newerThan(entry.buffered, answer.revision);
    advance(this.store, entry, sentFrom, next);
  }

  private failed(entry: Internal, patch: PatchOperation[], restored: boolean, result: Extract<ApiResult<unknown>, { ok: false }>): void {
    const body = result.body as { code?: string; character?: StoredCharacter; conflicts?: Array<{ path: PatchPath }> } | undefined;
    const decision = saveFailure({ status: result.status, code: result.code, bodyCode: body?.code, carriesCharacter: Boolean(body?.character) }, entry.attempts);
    switch (decision.kind) {
      case 'outdated':
        // The server is newer or older than this page in a way it cannot bridge: keep the edit, ask for a reload.
        console.error('Failed to save character');
        entry.saveState = 'outdated';
        return;
      case 'theirs': {
        const theirs = currentShape(body!.character!).character;
        if (!restored) return advance(this.store, entry, entry.server, theirs);
        const conflicts = conflictsWithoutBase(patch, theirs, body!.code === 'patch_conflict' ? body!.conflicts?.map((conflict) => conflict.path) : undefined);
        entry.server = theirs;
        entry.character = withServerFields(entry.character, theirs);
        return setConflicts(this.store, entry, conflicts);
      }
      case 'gone':
        entry.gone = 'deleted';
        entry.saveState = 'unsaved';
        return;
      case 'login':
        // The session ended (logged out elsewhere, recovered on another device): keep the edit for the next login.
        entry.saveState = 'unsaved';
        entry.needsLogin = true;
        this.keepForLogin();
        return;
      case 'rejected':
        // The same body would be refused again: keep the edit, say why, and try once more with the next edit.
        // (Quota refusals are the exception: they retry after a minute, when room may have been made elsewhere.)
        console.error('Failed to save character');
        entry.saveState = 'rejected';
        entry.rejection = { status: result.status, message: result.message, code: result.code };
        return;
      case 'retry':
        console.error('Failed to save character');
        entry.saveState = 'unsaved';
        entry.saveError = result.code;
        this.schedule(entry, decision.delayMs);
        entry.attempts += 1;
    }
  }

  /** The user's choice for each conflict (in order): keep mine, or take theirs. Then the result is saved. */
  resolveConflicts(id: string, choices: ReadonlyArray<'mine' | 'theirs'>): void {
    const entry = this.store.entries.get(id);
    if (!entry?.conflicts) return;
    entry.character = withServerFields(resolve(entry.character, entry.conflicts, choices), entry.server);
    entry.conflicts = undefined;
    entry.saveState = 'pending';
    this.store.changed();
    void this.save(id);
  }

  /** An edit kept from an earlier session: applied again, and saved against the revision it was made on. */
  restore(edit: PendingEdit): void {
    const entry = this.store.entries.get(edit.id);
    if (!entry || entry.justViewing || entry.tooNew) return;
    try {
      entry.character = withServerFields(applyPatch(entry.character, edit.patch), entry.server);
    } catch {
      console.error('Failed to restore an unsaved edit');
      return;
    }
    if (localChanges(entry.server, entry.character).length === 0) return;
    if (edit.baseRevision < entry.server.revision) entry.restoredBase = edit.baseRevision;
    entry.saveState = 'pending';
    this.schedule(entry, 0);
  }

  /**
   * The server is reachable again: edits that failed for want of a network go out now (against
   * the revision they were made on, so the server merges them like another device's), and the
   * catch-up brings what changed elsewhere meanwhile.
   */
  reconnected(): void {
    this.store.keptOnly = false;
    for (const entry of this.store.entries.values()) {
      if (entry.saveState !== 'unsaved' || entry.needsLogin || entry.gone || entry.inflight) continue;
      entry.attempts = 0;
      this.schedule(entry, 0);
    }
    this.store.changed();
    void this.hub.catchUp();
  }

  /** Unsaved edits as patches against the revision they were made on (for the page-close save and the browser store). */
  pendingEdits(): PendingEdit[] {
    return [...this.store.entries.values()]
      .filter((entry) => !entry.justViewing && !entry.tooNew && !entry.gone && entry.saveState !== 'outdated')
      .map((entry) => ({ id: entry.server.id, name: entry.character.name, baseRevision: entry.restoredBase ?? entry.server.revision, patch: localChanges(entry.server, entry.character) }))
      .filter((edit) => edit.patch.length > 0);
  }

  /** Keeps every unsaved edit in the browser until the next login. */
  keepForLogin(): void {
    this.store.deps.keepPending?.(this.pendingEdits());
  }

  /** After a new login: saves what waited for it (the copy kept in the browser is not needed any more). */
  resume(): void {
    this.store.deps.takePending?.();
    for (const entry of this.store.entries.values()) {
      if (!entry.needsLogin) continue;
      entry.needsLogin = undefined;
      entry.saveState = 'pending';
      this.schedule(entry, 0);
    }
    this.store.changed();
  }
}
