import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { blankCharacter, coreGameLine, rulesOfLine, type GameLine, type LineRules } from '@vitae/core';
import type * as Core from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import { Wizard } from '../features/editor/components/wizard.tsx';
import type { StepProps } from '../features/editor/lines/types.ts';
import { loadSheet } from '../features/viewer/lines/index.ts';
import type { SheetLine } from '../features/viewer/lines/types.ts';
import { characterManager } from '../lib/characters/characters.ts';
import { ContentContext } from '../lib/content/store.ts';
import { startCreationDraft } from '../lib/characters/creation-draft.ts';
import { renderInApp, renderSheet, testContent } from '../testing/render.tsx';
import { registerStubLine } from '../testing/stub-line.ts';
import { ViewerTab } from './routes/viewer-route.tsx';

/**
 * A fifth game line, "x5", that exists only in this test: core's registry answers for it (mocked
 * below), and its wizard and sheet are put into the web registries. The shared wizard and the
 * viewer's tab then show its screens without any shared file naming it: the checklist of
 * docs/adding-a-game-line.md, driven end to end for the web.
 */
const stubLine = 'x5' as GameLine;

vi.mock('@vitae/core', async (importOriginal) => {
  const core = await importOriginal<typeof Core>();
  // The stub borrows the core line's rules (schema, content, finishing) and has its own steps and tabs.
  const base = core.rulesOfLine(core.coreGameLine) as unknown as LineRules<GameLine>;
  const stub = {
    ...base,
    id: 'x5',
    creation: { ...base.creation, steps: ['attributes'], stepsFor: () => ['attributes'] },
    sheet: { ...base.sheet, tabs: ['profile', 'pdf'] },
  };
  return {
    ...core,
    rulesOfLine: (line: GameLine) => (line === ('x5' as GameLine) ? stub : core.rulesOfLine(line)),
    lineRules: { ...core.lineRules, x5: stub },
  };
});

function StubStep({ draft }: StepProps) {
  return <p>Schritt der Testlinie für {draft.character.name}</p>;
}

function StubProfile() {
  return <h3>Profil der Testlinie</h3>;
}

const stubSheet: SheetLine<GameLine> = {
  tabs: { profile: StubProfile },
  hotkeys: {},
  DiceTools: () => null,
  switches: [],
  searchTargets: () => [],
  loadPdf: () => Promise.reject(new Error('the stub line has no PDF')),
};

/** The line's content: the stub reads the core line's (a real line brings its own files). */
function StubContent({ children }: { children: ReactNode }) {
  const base = testContent();
  const store = { ...base, forLine: ((line: GameLine, language: string) => base.forLine(line === stubLine ? coreGameLine : line, language)) as typeof base.forLine };
  return <ContentContext.Provider value={store}>{children}</ContentContext.Provider>;
}

/** A character of the stub line, shaped like the core line's. */
function stubCharacter(): StoredCharacter {
  return { ...blankCharacter(coreGameLine), gameLine: stubLine, name: 'Testfigur', id: 'test-x5', revision: 1, viewers: [] } as unknown as StoredCharacter;
}

let unregister: () => void;
beforeAll(() => {
  unregister = registerStubLine(stubLine, { editor: { steps: { attributes: StubStep }, problems: () => [], commit: (draft) => ({ ok: true, character: draft.character }) }, sheet: stubSheet });
});
afterAll(() => unregister());

describe('a fifth line registered only in the registries', () => {
  it('core answers for it (the mock), so the rest of this file tests the web side', () => {
    expect(rulesOfLine(stubLine).creation.steps).toEqual(['attributes']);
  });

  it('the shared wizard shows its step: title from the shared texts, its own body, its step count', async () => {
    startCreationDraft(stubCharacter(), undefined, 'attributes');
    renderInApp(
      <StubContent>
        <Wizard step="attributes" />
      </StubContent>,
      { at: '/editor/attributes', path: '/editor/:step' },
    );
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Schritt 1 von 1: Attribute');
    expect(screen.getByText('Schritt der Testlinie für Testfigur')).toBeTruthy();
    const progress = screen.getByRole('list', { name: 'Schritte der Erschaffung' });
    expect(within(progress).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Attribute']);
  });

  it("the viewer's tab shows its sheet's tab through the sheet registry", async () => {
    const character = stubCharacter();
    characterManager.applyRemote(character);
    await loadSheet(stubLine);
    renderSheet(<ViewerTab />, character, 'profile');
    expect(await screen.findByRole('heading', { name: 'Profil der Testlinie' })).toBeTruthy();
  });

  it('a tab the stub line does not have opens its profile', async () => {
    const character = stubCharacter();
    characterManager.applyRemote(character);
    await loadSheet(stubLine);
    renderSheet(<ViewerTab />, character, 'disciplines');
    // ViewerTab sends the address back to the profile, which shows the stub's profile tab.
    expect(await screen.findByRole('heading', { name: 'Profil der Testlinie' })).toBeTruthy();
  });
});
