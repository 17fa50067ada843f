import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { meritContentSchema, type MeritContent } from '@vitae/core/m20';
import { renderInApp } from '../../../../testing/render.tsx';
import { MeritFields, MeritPreview } from './merit-editor.tsx';

let latest: MeritContent | undefined;

function Harness() {
  const [draft, setDraft] = useState<MeritContent>(meritContentSchema.parse({ name: 'Neu' }));
  latest = draft;
  return (
    <>
      <form aria-label="Vorzug">
        <MeritFields draft={draft} onChange={(change) => setDraft(change)} error={() => undefined} readOnly={false} />
      </form>
      <MeritPreview merit={draft} meta="von Ada, Version 1" />
    </>
  );
}

describe('the homebrew merit and flaw editor', () => {
  it('edits a flaw with a range of points; the preview follows', async () => {
    const { user } = renderInApp(<Harness />);
    const form = screen.getByRole('form', { name: 'Vorzug' });
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Albträume');
    await user.selectOptions(within(form).getByLabelText('Art'), 'Schwäche');
    await user.selectOptions(within(form).getByLabelText('Bereich'), 'Übernatürlich');
    await user.selectOptions(within(form).getByLabelText('Punkte (höchster Wert)'), '3');
    await user.click(within(form).getByLabelText('Mehrfach wählbar'));
    expect(latest).toMatchObject({ name: 'Albträume', side: 'flaw', category: 'supernatural', cost: { min: 1, max: 3 }, repeatable: true });
    expect(meritContentSchema.safeParse(latest).success).toBe(true);
    const preview = screen.getByTestId('merit-preview');
    expect(preview.textContent).toContain('Schwäche · Übernatürlich');
    expect(preview.textContent).toContain('1–3 freie Punkte');
  });

  it('keeps the points range the right way round when one end passes the other', async () => {
    const { user } = renderInApp(<Harness />);
    await user.selectOptions(screen.getByLabelText('Punkte (niedrigster Wert)'), '4');
    expect(latest?.cost).toEqual({ min: 4, max: 4 });
    await user.selectOptions(screen.getByLabelText('Punkte (höchster Wert)'), '2');
    expect(latest?.cost).toEqual({ min: 2, max: 2 });
    expect(screen.getByTestId('merit-preview').textContent).toContain('2 freie Punkte');
  });
});
