import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadCreationDraft } from '../../../lib/characters/creation-draft.ts';
import { appTheme, applyAppTheme, gameLinePrimaries } from '../../../lib/theme.ts';
import { renderInApp } from '../../../testing/render.tsx';
import { CreateDialog } from './create-dialog.tsx';

function openDialog(directory?: string) {
  return renderInApp(<CreateDialog open directory={directory} onClose={() => undefined} />, { at: '/' });
}

describe('the "Neuer Charakter" dialog', () => {
  it('offers the four lines by their official German titles, Vampire first', async () => {
    openDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Neuer Charakter' });
    const options = within(within(dialog).getByLabelText('Spielreihe')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Vampire: Die Maskerade', 'Werwolf: Die Apokalypse', 'Magus: Die Erleuchtung', 'Jäger: Die Abrechnung']);
    expect((within(dialog).getByLabelText('Spielreihe') as HTMLSelectElement).value).toBe('v5');
  });

  it('without a name it says so at the field and starts nothing', async () => {
    const { user } = openDialog();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Erschaffung starten' }));
    expect(within(dialog).getByText('Bitte gib dem Charakter einen Namen.')).toBeTruthy();
    expect(loadCreationDraft()).toBeUndefined();
    expect(screen.queryByTestId('route')).toBeNull();
  });

  it('Vampire asks for era and generation; Werewolf does not, and its questions are a werewolf’s', async () => {
    const { user } = openDialog();
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByLabelText('Generation')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Spielreihe'), 'w5');
    expect(within(dialog).queryByLabelText('Generation')).toBeNull();
    expect(within(dialog).getByRole('complementary', { name: 'Fragen zum Einstieg' }).textContent).toContain('Wie hat deine Erste Wandlung dein altes Leben zerrissen');
  });

  it('a named Werewolf starts the wizard at the line’s first step, in the folder it was opened from', async () => {
    const { user } = openDialog('Rudel');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Wird im Ordner „Rudel“ abgelegt.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Name'), '  Sturmfell ');
    await user.selectOptions(within(dialog).getByLabelText('Spielreihe'), 'w5');
    await user.click(within(dialog).getByRole('button', { name: 'Erschaffung starten' }));
    expect((await screen.findByTestId('route')).textContent).toBe('/editor/auspice');
    const draft = loadCreationDraft();
    expect(draft?.step).toBe('auspice');
    expect(draft?.directory).toBe('Rudel');
    expect(draft?.character).toMatchObject({ gameLine: 'w5', name: 'Sturmfell' });
  });

  it('wears the chosen line’s theme from the first click, and gives the list the app’s theme back when it closes', async () => {
    applyAppTheme();
    const root = document.documentElement;
    const { user, unmount } = openDialog();
    const dialog = await screen.findByRole('dialog');
    expect(root.style.getPropertyValue('--primary')).toBe(gameLinePrimaries.v5);
    await user.selectOptions(within(dialog).getByLabelText('Spielreihe'), 'm20');
    expect(root.style.getPropertyValue('--primary')).toBe(gameLinePrimaries.m20);
    expect(root.dataset.line).toBe('m20');
    await user.selectOptions(within(dialog).getByLabelText('Spielreihe'), 'h5');
    expect(root.style.getPropertyValue('--primary')).toBe(gameLinePrimaries.h5);
    unmount();
    expect(root.style.getPropertyValue('--primary')).toBe(appTheme.primary);
    expect(root.dataset.line).toBeUndefined();
    // The app's own colour is none of the lines'.
    expect(Object.values(gameLinePrimaries)).not.toContain(appTheme.primary);
  });
});
