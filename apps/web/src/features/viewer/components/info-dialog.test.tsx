import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoredCharacter } from '@vitae/core/api';
import { openCharacter, renderSheet } from '../../../testing/render.tsx';
import { InfoDialog } from './info-dialog.tsx';

describe('the character info dialog', () => {
  it('says so when no books and no experience are recorded, instead of empty lists under their headings', async () => {
    const character = openCharacter('w5', (before) => ({ ...before, books: [], xpHistory: [] }) as StoredCharacter);
    renderSheet(<InfoDialog open onClose={() => undefined} />, character);
    expect(await screen.findByText('Keine Bücher eingetragen.')).toBeTruthy();
    expect(screen.getByText('Noch keine Erfahrung verbucht.')).toBeTruthy();
    expect(screen.queryAllByRole('list')).toHaveLength(0);
  });
});
