import type { ApiResult } from '../../api-client.ts';
import type { CharacterListEntry, LightCharacterListResponse, StoredCharacter } from '@vitae/core/api';
import { characterSchemaVersion } from '@vitae/core/migrate';
import { localChanges, withServerFields } from '../rebase.ts';
import type { CachedAccount, CachedCharacter, CharacterCache } from '../offline-cache.ts';
import type { PendingEdit } from '../pending-edits.ts';
import { keepsLocalVersion, prefetchLimit } from './decisions.ts';
import { savedEntry, type Internal } from './entry.ts';
import { applyEach, currentShape } from './shape.ts';
import type { CharacterStore } from './store.ts';

/** What loading needs from the rest of the manager. */
export interface LoadingHub {
  /** Applies an edit kept by an earlier session and schedules its save. */
  restore(edit: PendingEdit): void;
  catchUp(): Promise<boolean>;
}

type Whole = 'ok' | 'not_authed' | 'not_found' | 'error';

/**
 * The list and the whole characters: one load per session (from the browser's cache when it keeps
 * the account, else the light list), each sheet's character once, and the background prefetch that
 * makes every character open offline later.
 */
export class CharacterLoading {
  private loading: Promise<'ok' | 'not_authed' | 'error'> | undefined;
  /** The catch-up after a start from the kept list, while it runs. */
  private reconciling: Promise<void> | undefined;
  /**
   * The character of the sheet being opened (see `load`): the server's answer when it was asked for
   * beside the list (a start without kept copies), `undefined` when it was not. Taken by its first `whole`.
   */
  private early: { id: string; answer: Promise<ApiResult<StoredCharacter> | undefined> } | undefined;

  constructor(
    private readonly store: CharacterStore,
    private readonly hub: LoadingHub,
  ) {}

  /**
   * Loads the list once (uninitialised → initialised); later calls share the first load. `opening`
   * names a character about to be opened (a sheet's address): when the list comes from the server,
   * that character is asked for at the same time, not one round trip after the list.
   */
  load(opening?: string): Promise<'ok' | 'not_authed' | 'error'> {
    if (this.store.status === 'initialised') return Promise.resolve('ok');
    if (!this.loading) {
      let ask: (answer: Promise<ApiResult<StoredCharacter>> | undefined) => void = () => undefined;
      if (opening !== undefined) this.early = { id: opening, answer: new Promise((resolve) => (ask = (answer) => resolve(answer))) };
      this.loading = this.fetchList(opening, ask).finally(() => {
        // A start that did not ask (kept copies, no session) says so: nobody waits for an answer.
        ask(undefined);
        this.loading = undefined;
      });
    }
    return this.loading;
  }

  /**
   * The character of a sheet being opened as the server first answered it, while the list is still
   * on its way (the sheet's line can start loading then); `undefined` when it was not asked for beside the list.
   */
  async opening(id: string): Promise<StoredCharacter | undefined> {
    const answer = this.early?.id === id ? await this.early.answer : undefined;
    return answer?.ok ? answer.data : undefined;
  }

  /** Spec §4 preload: `not_authed` without a session, `not_found` for an unknown id, else `true`. */
  async preload(id: string): Promise<'not_authed' | 'not_found' | 'error' | true> {
    const loaded = await this.load(id);
    if (loaded !== 'ok') return loaded;
    let whole = await this.whole(id);
    // A start from the kept list may predate this character (made on another device, or through
    // the API while this page loaded): the server is asked before the sheet says it does not exist.
    if (whole === 'not_found' && this.store.keptOnly) {
      await (this.reconciling ?? this.hub.catchUp());
      whole = await this.whole(id);
    }
    // Not in the list: the answer asked for beside it is nobody's.
    if (this.early?.id === id) this.early = undefined;
    return whole === 'ok' ? true : whole;
  }

  /**
   * Loads the whole character of a list entry (spec §2 preload), once; edits made to the light
   * entry meanwhile (a rename, a move) stay on top. `not_found` when the server does not know it.
   */
  whole(id: string): Promise<Whole> {
    const entry = this.store.entries.get(id);
    if (!entry) return Promise.resolve('not_found');
    if (entry.loaded) return Promise.resolve('ok');
    entry.fetching ??= this.fetchWhole(entry).finally(() => {
      entry.fetching = undefined;
    });
    return entry.fetching;
  }

  /** A whole character from the server, listed (a reload must not overwrite edits that are still on their way). */
  put(received: StoredCharacter, justViewing: boolean): void {
    const existing = this.store.entries.get(received.id);
    if (existing && keepsLocalVersion(existing, 'whole')) return;
    const { character, tooNew } = currentShape(received);
    this.store.entries.set(character.id, savedEntry(character, { loaded: true, avatarUrl: null, justViewing, ...(tooNew ? { tooNew } : {}) }));
  }

  /** Forgets the character asked for beside the list (logout). */
  reset(): void {
    this.early = undefined;
  }

  private async fetchList(opening: string | undefined, ask: (answer: Promise<ApiResult<StoredCharacter>>) => void): Promise<'ok' | 'not_authed' | 'error'> {
    const { store } = this;
    // Taken before anything else: a start that does not use it (no session, kept copies) drops it.
    const head = store.deps.headStart?.();
    if (store.deps.hasSession && !(await store.deps.hasSession())) return 'not_authed';
    store.status = 'loading';
    store.changed();
    const cache = store.deps.cache?.();
    const cached = await cache?.read();
    // A browser that keeps this account's characters starts from them at once (the list's round
    // trip was a third of a warm start on a phone) and asks the server what changed since.
    if (cache && cached && cached.characters.length > 0) {
      this.startFromCache(cached);
      this.reconciling = this.reconcileKept(cache).finally(() => {
        this.reconciling = undefined;
      });
      return 'ok';
    }
    if (opening !== undefined) ask(head?.id === opening ? head.character : store.deps.request<StoredCharacter>('GET', `/characters/${encodeURIComponent(opening)}`));
    const result = await (head?.list ?? store.deps.request<LightCharacterListResponse>('GET', '/characters'));
    if (!result.ok) {
      this.early = undefined;
      store.status = 'uninitialised';
      store.changed();
      return result.status === 401 ? 'not_authed' : 'error';
    }
    for (const entry of result.data.characters) this.putLight(entry, false);
    for (const entry of result.data.sharedCharacters) this.putLight(entry, true);
    store.status = 'initialised';
    store.keptOnly = false;
    const pending = store.deps.takePending?.() ?? [];
    // A kept edit goes on top of the whole character, so it is loaded first.
    await Promise.all(pending.map((edit) => this.whole(edit.id)));
    for (const edit of pending) this.hub.restore(edit);
    store.changed();
    if (cache) void this.prefetchWhole(cache);
    return 'ok';
  }

  /**
   * After a start from the kept characters: the catch-up brings what changed elsewhere meanwhile
   * (patches, new characters, deleted ones: the same as after a reconnect, so an unsent edit is
   * merged, never overwritten), then the characters kept only as list entries are fetched whole.
   * Unreached (offline), the kept list stays until the connection is back.
   */
  private async reconcileKept(cache: CharacterCache): Promise<void> {
    if (!(await this.hub.catchUp())) return;
    this.store.keptOnly = false;
    void this.prefetchWhole(cache);
  }

  /**
   * After an online start, the characters this browser does not keep whole are fetched in the
   * background (two at a time, at most `prefetchLimit`) into the cache only, so each of them opens
   * offline later; the list stays light here (opening a sheet loads it as before). Stops at the
   * first failure (offline, or the session ended).
   */
  private async prefetchWhole(cache: CharacterCache): Promise<void> {
    const { store } = this;
    // After the caller's own use of the list (a sheet being opened loads its character itself: not twice).
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Nor the character asked for beside the list: its sheet takes that answer, however late its route comes.
    const opening = this.early?.id;
    const missing = [...store.entries.values()]
      .filter((entry) => !entry.loaded && !entry.gone && entry.server.id !== opening && store.keptWhole.get(entry.server.id)?.revision !== entry.server.revision)
      .slice(0, prefetchLimit);
    let failed = false;
    const worker = async () => {
      for (let entry = missing.shift(); entry && !failed; entry = missing.shift()) {
        if (entry.loaded || entry.fetching) continue;
        const id = entry.server.id;
        const result = await store.deps.request<StoredCharacter>('GET', `/characters/${id}`);
        if (!result.ok) {
          failed = true;
          break;
        }
        const current = store.entries.get(id);
        // Changed meanwhile (loaded, edited, patched): the next start fetches it again.
        if (current !== entry || entry.loaded || result.data.revision !== entry.server.revision || entry.character !== entry.server) continue;
        const { character } = currentShape({ ...result.data, viewers: entry.server.viewers } as StoredCharacter);
        store.keptWhole.set(id, character);
        cache.write(id, { server: character, loaded: true, avatarUrl: entry.avatarUrl, justViewing: entry.justViewing });
      }
    };
    await Promise.all([worker(), worker()]);
  }

  /** A light-list entry: its facts stand in for the character until it is opened. */
  private putLight(received: CharacterListEntry, justViewing: boolean): void {
    const existing = this.store.entries.get(received.id);
    if (existing && keepsLocalVersion(existing, 'light')) return;
    const { avatarUrl, schemaVersion, updatedAt: _updatedAt, ...facts } = received;
    // The list facts are a part of the character; nothing reads more of it before `whole` loads it.
    const character = facts as unknown as StoredCharacter;
    this.store.entries.set(character.id, savedEntry(character, { loaded: false, avatarUrl, justViewing, ...(schemaVersion > characterSchemaVersion ? { tooNew: true } : {}) }));
  }

  private async fetchWhole(entry: Internal): Promise<Whole> {
    const { store } = this;
    // The copy this browser kept of the same revision is that character: opening it needs no download.
    const kept = store.keptWhole.get(entry.server.id);
    const result: ApiResult<StoredCharacter> =
      kept?.revision === entry.server.revision ? { ok: true, status: 200, data: { ...kept, viewers: entry.server.viewers ?? kept.viewers } as StoredCharacter } : await this.download(entry);
    if (!result.ok) return result.status === 401 ? 'not_authed' : result.status === 404 ? 'not_found' : 'error';
    if (entry.loaded || store.entries.get(entry.server.id) !== entry) return 'ok';
    const { character: received, tooNew } = currentShape(result.data);
    const edits = localChanges(entry.server, entry.character);
    entry.loaded = true;
    if (tooNew) entry.tooNew = true;
    if (received.revision >= entry.server.revision) {
      entry.server = { ...received, viewers: received.viewers ?? entry.server.viewers } as StoredCharacter;
      entry.character = withServerFields(applyEach(entry.server, edits), entry.server);
    } else {
      // A change arrived by socket while this was on its way: the answer is older, so it is the base and the newer facts go on top.
      entry.server = { ...received, ...entry.server } as StoredCharacter;
      entry.character = withServerFields({ ...received, ...entry.character } as StoredCharacter, entry.server);
    }
    store.changed();
    return 'ok';
  }

  /** The character from the server: the answer asked for beside the list when it is for this entry and not older than the list, else a new request. */
  private async download(entry: Internal): Promise<ApiResult<StoredCharacter>> {
    const early = this.early?.id === entry.server.id ? this.early.answer : undefined;
    if (early) this.early = undefined;
    const answer = await early;
    if (answer && (!answer.ok || answer.data.revision >= entry.server.revision)) return answer;
    return this.store.deps.request<StoredCharacter>('GET', `/characters/${entry.server.id}`);
  }

  /** The list as this browser kept it, with the edits that were not sent yet (`fromCache` until the server confirmed it). */
  private startFromCache(cached: CachedAccount): void {
    const { store } = this;
    for (const record of cached.characters) {
      this.putCached(record);
      // The cache holds it already: written again only once it changes (a large account's start would copy every character).
      const entry = store.entries.get(record.server.id);
      if (entry) store.markPersisted(record.server.id, entry);
    }
    store.status = 'initialised';
    store.keptOnly = true;
    for (const record of cached.characters) if (record.edit && !record.justViewing) this.hub.restore(record.edit);
    for (const edit of store.deps.takePending?.() ?? []) this.hub.restore(edit);
    store.changed();
  }

  /** A kept character as it was kept: whole (migrated like one from the server) or only its list entry. */
  private putCached(record: CachedCharacter): void {
    if (record.loaded) return this.put(record.server, record.justViewing);
    this.store.entries.set(record.server.id, savedEntry(record.server, { loaded: false, avatarUrl: record.avatarUrl, justViewing: record.justViewing }));
  }
}
