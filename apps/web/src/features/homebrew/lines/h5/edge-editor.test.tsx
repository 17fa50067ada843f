import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { edgeContentSchema, perkContentSchema, type EdgeContent, type PerkContent } from '@vitae/core/h5';
import type { StoredKindItem } from '@vitae/core/homebrew-kinds';
import { keepOwnKind } from '../../../../lib/homebrew/kind-store.ts';
import { renderInApp } from '../../../../testing/render.tsx';
import { EdgeFields, EdgePreview } from './edge-editor.tsx';
import { PerkFields, PerkPreview } from './perk-editor.tsx';

let latestEdge: EdgeContent | undefined;
let latestPerk: PerkContent | undefined;

function EdgeHarness() {
  const [draft, setDraft] = useState<EdgeContent>(edgeContentSchema.parse({ name: 'Neu', category: 'asset' }));
  latestEdge = draft;
  return (
    <>
      <form aria-label="Trumpf">
        <EdgeFields draft={draft} onChange={(change) => setDraft(change)} error={() => undefined} readOnly={false} />
      </form>
      <EdgePreview edge={draft} meta="von Ada, Version 1" />
    </>
  );
}

function PerkHarness({ edge = 'arsenal' }: { edge?: string }) {
  const [draft, setDraft] = useState<PerkContent>(perkContentSchema.parse({ name: 'Neu', edge }));
  latestPerk = draft;
  return (
    <>
      <form aria-label="Verstärkung">
        <PerkFields draft={draft} onChange={(change) => setDraft(change)} error={() => undefined} readOnly={false} />
      </form>
      <PerkPreview perk={draft} meta="von Ada, Version 1" />
    </>
  );
}

describe('the homebrew edge editor', () => {
  it('edits name, kind, pools, description and system; the preview shows them as the Lexicon does', async () => {
    const { user } = renderInApp(<EdgeHarness />);
    const form = screen.getByRole('form', { name: 'Trumpf' });
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Geisterfalle');
    await user.selectOptions(within(form).getByLabelText('Art'), 'Begabung');
    expect(within(form).getByText('Ohne Pool wird der Trumpf nicht gewürfelt.')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Pool hinzufügen' }));
    await user.selectOptions(within(form).getByLabelText('Attribut (Pool 1)'), 'Geistesschärfe');
    await user.selectOptions(within(form).getByLabelText('Fertigkeit (Pool 1)'), 'Handwerk');
    await user.click(within(form).getByRole('button', { name: 'Pool hinzufügen' }));
    await user.click(within(form).getByRole('button', { name: 'Pool 2 entfernen' }));
    await user.type(within(form).getByLabelText('Beschreibung'), 'Eine Falle.');
    await user.type(within(form).getByLabelText('So funktioniert es'), 'Würfle.');
    expect(latestEdge).toEqual({ name: 'Geisterfalle', category: 'aptitude', pools: [{ attribute: 'wit', skill: 'cra' }], description: 'Eine Falle.', system: 'Würfle.' });
    expect(edgeContentSchema.safeParse(latestEdge).success).toBe(true);
    const preview = screen.getByTestId('edge-preview');
    expect(preview.textContent).toContain('Geisterfalle');
    expect(preview.textContent).toContain('Begabung');
    expect(preview.textContent).toContain('Würfelpool: Geistesschärfe + Handwerk');
    expect(preview.textContent).toContain('Eine Falle.');
  });

  it('offers at most five pools', async () => {
    const { user } = renderInApp(<EdgeHarness />);
    for (let pool = 0; pool < 5; pool += 1) await user.click(screen.getByRole('button', { name: 'Pool hinzufügen' }));
    expect(latestEdge?.pools).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Pool hinzufügen' })).toBeNull();
  });
});

describe('the homebrew perk editor', () => {
  it('a perk names the book edge it belongs to, and the preview names that edge', async () => {
    const { user } = renderInApp(<PerkHarness />);
    const form = screen.getByRole('form', { name: 'Verstärkung' });
    const edges = within(form).getByLabelText('Gehört zum Trumpf') as HTMLSelectElement;
    const other = [...edges.options].find((option) => option.value !== 'arsenal')!;
    await user.selectOptions(edges, other.value);
    await user.type(within(form).getByLabelText('Beschreibung'), 'Zwei auf einmal.');
    expect(latestPerk).toMatchObject({ edge: other.value, description: 'Zwei auf einmal.' });
    expect(screen.getByTestId('perk-preview').textContent).toContain(`Verstärkung von „${other.textContent}“`);
  });

  it('offers the author’s own homebrew edges beside the book’s', async () => {
    keepOwnKind('edges', { schemaVersion: 1, id: 4, version: 1, creator: 'Ada', public: false, inviteCode: null, updatedAt: '2026-12-07T12:00:00.000Z', name: 'Geisterfalle', category: 'asset', pools: [], description: '', system: '' } as StoredKindItem);
    const { user } = renderInApp(<PerkHarness />);
    await user.selectOptions(screen.getByLabelText('Gehört zum Trumpf'), 'Geisterfalle');
    expect(latestPerk?.edge).toBe('homebrew-4');
    expect(screen.getByTestId('perk-preview').textContent).toContain('Verstärkung von „Geisterfalle“');
  });

  it('an edge the content does not know stays selected and is named as unknown', () => {
    renderInApp(<PerkHarness edge="homebrew-99" />);
    expect((screen.getByLabelText('Gehört zum Trumpf') as HTMLSelectElement).value).toBe('homebrew-99');
    expect(screen.getByTestId('perk-preview').textContent).toContain('Unbekannter Trumpf (homebrew-99)');
  });
});
