import { act, render } from '@testing-library/react';
import i18next from 'i18next';
import { useCallback, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentStore } from '../lib/content/store.ts';
import type * as Sync from '../lib/content/sync.ts';
import type { BundleTexts, ContentLanguage } from '../lib/content/sync.ts';
import { addEnglishTexts } from '../testing/language.ts';
import { useContentLanguageSwitch } from './content-switch.tsx';

/** Each sync the switch starts, answered by the test when it chooses. */
const syncs = vi.hoisted(() => [] as Array<{ language: string; answer: (texts: Record<string, string>) => void }>);

vi.mock('../lib/content/sync.ts', async (original) => ({
  ...(await original<typeof Sync>()),
  syncContent: (language: string) => new Promise<{ texts: Record<string, string>; updated: boolean }>((resolve) => syncs.push({ language, answer: (texts) => resolve({ texts, updated: true }) })),
}));
// A store that only says its language: the switch reads nothing else of it.
vi.mock('../lib/content/lines.ts', () => ({
  linesHeld: () => [],
  linesInUse: () => [],
  liveContentStore: (_texts: BundleTexts, language: ContentLanguage) => ({ language }) as ContentStore,
}));

const storeIn = (language: ContentLanguage) => ({ language }) as ContentStore;

/** The switch over a store in state, as the app's root holds it; every store it applies is recorded. */
function Switching({ applied }: { applied: ContentLanguage[] }) {
  const [store, setStore] = useState(() => storeIn('de-DE'));
  // Stable, as the root's: the switch runs again when they change.
  const apply = useCallback(
    (next: ContentStore) => {
      applied.push(next.language);
      setStore(next);
    },
    [applied],
  );
  const replace = useCallback(() => undefined, []);
  const { state } = useContentLanguageSwitch(store, apply, replace);
  return (
    <p data-testid="switch" data-status={state.status}>
      {store.language}
    </p>
  );
}

afterEach(async () => {
  syncs.length = 0;
  await i18next.changeLanguage('de-DE');
});

describe('the content language switch', () => {
  it('a switch taken back before its content came never applies that content', async () => {
    addEnglishTexts();
    const applied: ContentLanguage[] = [];
    const { getByTestId } = render(<Switching applied={applied} />);
    await act(() => i18next.changeLanguage('en-US'));
    expect(syncs.map((sync) => sync.language)).toEqual(['en-US']);
    expect(getByTestId('switch').dataset['status']).toBe('loading');

    // Back to German while the English content is on its way: the German store in use is the right one.
    await act(() => i18next.changeLanguage('de-DE'));
    expect(getByTestId('switch').dataset['status']).toBe('idle');
    await act(async () => syncs[0]!.answer({ 'en-US/Meta.json': '{}' }));

    expect(applied).toEqual([]);
    expect(getByTestId('switch').textContent).toBe('de-DE');
    expect(getByTestId('switch').dataset['status']).toBe('idle');
    // Nothing was fetched again to undo a wrong store.
    expect(syncs).toHaveLength(1);
  });

  it('a switch applies the new language’s content once it came, then says nothing', async () => {
    addEnglishTexts();
    const applied: ContentLanguage[] = [];
    const { getByTestId } = render(<Switching applied={applied} />);
    await act(() => i18next.changeLanguage('en-US'));
    await act(async () => syncs[0]!.answer({}));
    expect(applied).toEqual(['en-US']);
    expect(getByTestId('switch').textContent).toBe('en-US');
    expect(getByTestId('switch').dataset['status']).toBe('idle');
  });
});
