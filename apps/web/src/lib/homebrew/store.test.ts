import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HomebrewClan, HomebrewDiscipline } from '@vitae/core/homebrew';
import type * as HomebrewForget from './forget.ts';
import type * as HomebrewStore from './store.ts';

// The store lives in the browser: give it a local storage and a window to listen on.
const storage = new Map<string, string>();
Object.assign(globalThis, {
  window: new EventTarget(),
  localStorage: {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  },
});

const stored = { schemaVersion: 1, version: 1, creator: 'autorin', public: false, inviteCode: null, updatedAt: '' } as const;
const discipline = (id: number, name: string): HomebrewDiscipline => ({ ...stored, id, name, description: '', levels: [], lastAbilityId: 0 });
const clan = (id: number, disciplines: number[]): HomebrewClan => ({ ...stored, id, name: `Clan ${id}`, slogan: '', description: '', curse: '', disciplines, symbol: null, templateClanId: null });

// Imported after the globals above exist.
let store: typeof HomebrewStore;
let forget: typeof HomebrewForget;
beforeAll(async () => {
  store = await import('./store.ts');
  forget = await import('./forget.ts');
});
beforeEach(() => forget.forgetHomebrew());

const saved = () => JSON.parse(storage.get('homebrew-content') ?? 'null') as Record<string, Array<{ id: number }>> | null;

describe('homebrew-content store', () => {
  it('keeps the server’s installed list and the own items side by side, in local storage', () => {
    store.keepOwn('disciplines', discipline(1, 'Eigene'));
    store.setInstalled({ clans: [clan(5, [3023])], disciplines: [discipline(3, 'Fremd')], cachedDisciplines: [discipline(2, 'Gebraucht')] });
    expect(saved()).toMatchObject({ ownDisciplines: [{ id: 1 }], clans: [{ id: 5 }], disciplines: [{ id: 3 }], cachedDisciplines: [{ id: 2 }] });
    store.keepOwn('disciplines', { ...discipline(1, 'Umbenannt'), version: 2 });
    expect(store.homebrewStore().ownDisciplines.map((d) => [d.name, d.version])).toEqual([['Umbenannt', 2]]);
    store.uninstallLocally('clans', 5);
    expect(store.homebrewStore().cachedDisciplines).toEqual([]);
    store.forgetOwn('disciplines', 1);
    expect(saved()?.ownDisciplines).toEqual([]);
  });

  it('reads what an earlier visit stored, and starts empty on unreadable data', async () => {
    store.setOwn([clan(7, [])], []);
    forget.forgetHomebrew();
    storage.set('homebrew-content', JSON.stringify({ ownClans: [clan(7, [])] }));
    expect(store.homebrewStore().ownClans.map((c) => c.id)).toEqual([7]);
    forget.forgetHomebrew();
    storage.set('homebrew-content', '{kaputt');
    expect(store.homebrewStore().ownClans).toEqual([]);
  });

  it('forgets everything on logout', () => {
    store.installLocally({ disciplines: [discipline(4, 'Weg')] });
    forget.forgetHomebrew();
    expect(storage.has('homebrew-content')).toBe(false);
    expect(store.homebrewStore().disciplines).toEqual([]);
  });
});
