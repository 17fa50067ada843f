import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { roteContentSchema, type RoteContent } from '@vitae/core/m20';
import { renderInApp } from '../../../../testing/render.tsx';
import { RoteFields, RotePreview } from './rote-editor.tsx';

let latest: RoteContent | undefined;

/** The preview's facts (term → value), as the Lexicon lists them. */
const facts = (preview: HTMLElement) => Object.fromEntries([...preview.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]));

/** The fields beside their preview, as the editor shows them; `latest` is the draft after each change. */
function Harness({ errors = {}, readOnly = false }: { errors?: Record<string, string>; readOnly?: boolean }) {
  const [draft, setDraft] = useState<RoteContent>(roteContentSchema.parse({ name: 'Blick', spheres: { mind: 1 } }));
  latest = draft;
  return (
    <>
      <form aria-label="Rote">
        <RoteFields draft={draft} onChange={(change) => setDraft(change)} error={(path) => errors[path]} readOnly={readOnly} />
      </form>
      <aside aria-label="Vorschau">
        <RotePreview rote={draft} meta="von Ada, Version 1" />
      </aside>
    </>
  );
}

describe('the homebrew rote editor', () => {
  it('edits name, Spheres, roll, hint and description, and the preview follows every change', async () => {
    const { user } = renderInApp(<Harness />);
    const form = screen.getByRole('form', { name: 'Rote' });
    const preview = screen.getByTestId('rote-preview');
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Feuerball');
    await user.selectOptions(within(form).getByLabelText('Kräfte'), '3');
    await user.selectOptions(within(form).getByLabelText('Kern'), '2');
    await user.selectOptions(within(form).getByLabelText('Gedanken'), '–');
    await user.selectOptions(within(form).getByLabelText('Attribut'), 'Geschicklichkeit');
    await user.selectOptions(within(form).getByLabelText('Fähigkeit'), 'Sportlichkeit');
    await user.selectOptions(within(form).getByLabelText('Wirkt meist'), 'Vulgär');
    await user.type(within(form).getByLabelText('Beschreibung'), 'Ein Ball aus Feuer.');
    expect(latest).toEqual({ name: 'Feuerball', spheres: { forces: 3, prime: 2 }, attribute: 'dexterity', ability: 'athletics', style: 'vulgar', description: 'Ein Ball aus Feuer.' });
    expect(roteContentSchema.safeParse(latest).success).toBe(true);
    expect(within(preview).getByRole('heading').textContent).toBe('Feuerball');
    expect(preview.textContent).toContain('Kräfte 3, Kern 2');
    expect(facts(preview)).toEqual({ Sphären: 'Kräfte 3, Kern 2', Wurf: 'Geschicklichkeit + Sportlichkeit', 'Wirkt meist': 'Vulgär' });
    expect(preview.textContent).toContain('Ein Ball aus Feuer.');
  });

  it('a rote without Spheres previews as such and shows the field problem it is given', async () => {
    const { user } = renderInApp(<Harness errors={{ spheres: 'Gib mindestens einer Sphäre einen Rang.' }} />);
    await user.selectOptions(screen.getByLabelText('Gedanken'), '–');
    expect(latest?.spheres).toEqual({});
    expect(facts(screen.getByTestId('rote-preview'))).toEqual({ Sphären: 'Noch keine Sphäre', Wurf: 'kein Wurf' });
    expect(screen.getByRole('alert').textContent).toBe('Gib mindestens einer Sphäre einen Rang.');
  });

  it('someone else’s rote is shown read-only', () => {
    renderInApp(<Harness readOnly />);
    expect((screen.getByLabelText('Name') as HTMLInputElement).closest('fieldset')?.disabled).toBe(true);
  });
});
