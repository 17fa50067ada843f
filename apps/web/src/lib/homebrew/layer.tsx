import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { HomebrewStore } from '@vitae/core/homebrew';
import { ContentContext, useContentStore } from '../content/store.ts';
import { whenIdleAfterFirstScreen } from '../first-screen.ts';
import type { withHomebrew } from './content.tsx';
import type { KindLists } from '@vitae/core/homebrew-kinds';
import type { KindStore } from './kind-store.ts';

/**
 * The homebrew code the main screen uses, loaded on its own: homebrew is checked with core's zod
 * schemas (~23 KiB brotli), and the character list needs neither (a row names a vampire's clan from
 * the character itself; issue #21: trim the first screen). The tabs that show homebrew (Lexicon,
 * Homebrew) wait for it; the wizard and the sheet use `HomebrewContent` directly.
 */
interface HomebrewLayer {
  withHomebrew: typeof withHomebrew;
  homebrewStore(): HomebrewStore;
  subscribeHomebrew(listener: () => void): () => void;
  syncHomebrewOnce(): Promise<void>;
  /** The other lines' kinds (gifts, rites, …), merged beside. */
  kinds: { store(): KindStore; subscribe(listener: () => void): () => void; known(store: KindStore): KindLists };
}

let layer: HomebrewLayer | undefined;
let loading: Promise<HomebrewLayer> | undefined;
const listeners = new Set<() => void>();

export function loadHomebrewLayer(): Promise<HomebrewLayer> {
  loading ??= Promise.all([import('./content.tsx'), import('./store.ts'), import('./sync.ts'), import('./kind-store.ts')]).then(
    ([content, store, sync, kinds]) => {
      layer = {
        withHomebrew: content.withHomebrew,
        homebrewStore: store.homebrewStore,
        subscribeHomebrew: store.subscribeHomebrew,
        syncHomebrewOnce: sync.syncHomebrewOnce,
        kinds: { store: kinds.kindStore, subscribe: kinds.subscribeKinds, known: kinds.knownKindItems },
      };
      for (const listener of listeners) listener();
      return layer;
    },
    (error: unknown) => {
      // A failed download (offline before the code was kept) is tried again on the next use.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const subscribeLayer = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentLayer = () => layer;
const noSubscription = () => () => undefined;
const noStore = () => undefined;

/**
 * `HomebrewContent` for the main screen: the bundle's content until the homebrew code is here
 * (loaded when the browser is idle after the first screen, or sooner by a tab that shows homebrew),
 * then the merge.
 * The tree below keeps its shape throughout, so nothing remounts when the layer arrives.
 */
export function MainHomebrewContent({ children }: { children: ReactNode }) {
  const base = useContentStore();
  const loaded = useSyncExternalStore(subscribeLayer, currentLayer, currentLayer);
  const homebrew = useSyncExternalStore(loaded?.subscribeHomebrew ?? noSubscription, loaded?.homebrewStore ?? noStore, loaded?.homebrewStore ?? noStore);
  const kinds = useSyncExternalStore(loaded?.kinds.subscribe ?? noSubscription, loaded?.kinds.store ?? noStore, loaded?.kinds.store ?? noStore);
  useEffect(() => {
    if (loaded) void loaded.syncHomebrewOnce();
    else void whenIdleAfterFirstScreen().then(loadHomebrewLayer).catch(() => undefined);
  }, [loaded]);
  const merged = useMemo(() => (loaded && homebrew ? loaded.withHomebrew(base, homebrew, kinds ? loaded.kinds.known(kinds) : {}) : base), [loaded, homebrew, kinds, base]);
  return <ContentContext.Provider value={merged}>{children}</ContentContext.Provider>;
}
