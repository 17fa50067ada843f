import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoredCharacter } from '@vitae/core/api';
import { openCharacter, renderSheet } from '../../../testing/render.tsx';
import { loadSheet, sheetFor } from '../lines/index.ts';
import { PdfTab } from './pdf-tab.tsx';

/** Catches the download the tab starts: the file's name and its bytes' type. */
function catchDownload() {
  const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test-pdf');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { created, names };
}

describe('the PDF tab', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says what the PDF is and offers the download', () => {
    renderSheet(<PdfTab />, openCharacter('v5'), 'pdf');
    expect(screen.getByText('Zwei A4-Seiten mit dem ganzen Bogen zum Ausdrucken – als echter Text, durchsuchbar und kopierbar.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'PDF herunterladen' })).toHaveProperty('disabled', false);
  });

  it('the download is the line’s PDF, named after the character (without characters a file name cannot hold)', async () => {
    await loadSheet('h5');
    const pdf = vi.fn(async () => new Uint8Array([37, 80, 68, 70]));
    vi.spyOn(sheetFor('h5')!, 'loadPdf').mockResolvedValue(pdf);
    const { created, names } = catchDownload();
    const character = openCharacter('h5', (blank) => ({ ...blank, name: 'Jo: "Die Jägerin"' }) as StoredCharacter);
    const { user } = renderSheet(<PdfTab />, character, 'pdf');
    await user.click(screen.getByRole('button', { name: 'PDF herunterladen' }));
    await waitFor(() => expect(names).toEqual(['Jo Die Jägerin.pdf']));
    expect((created.mock.calls[0]?.[0] as Blob).type).toBe('application/pdf');
    expect(pdf).toHaveBeenCalledWith(expect.objectContaining({ id: character.id }), expect.anything(), expect.any(Function), 'de-DE');
    expect(screen.queryByText('Das PDF konnte nicht erstellt werden.')).toBeNull();
  });

  it('an unnamed character’s PDF gets the "unnamed" file name', async () => {
    await loadSheet('w5');
    vi.spyOn(sheetFor('w5')!, 'loadPdf').mockResolvedValue(async () => new Uint8Array([1]));
    const { names } = catchDownload();
    const { user } = renderSheet(<PdfTab />, openCharacter('w5', (blank) => ({ ...blank, name: '' }) as StoredCharacter), 'pdf');
    await user.click(screen.getByRole('button', { name: 'PDF herunterladen' }));
    await waitFor(() => expect(names).toHaveLength(1));
    expect(names[0]).toMatch(/\.pdf$/);
    expect(names[0]).not.toBe('.pdf');
  });

  it('when the PDF cannot be made, it says so and the button works again', async () => {
    await loadSheet('v5');
    vi.spyOn(sheetFor('v5')!, 'loadPdf').mockRejectedValue(new Error('chunk failed'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderSheet(<PdfTab />, openCharacter('v5'), 'pdf');
    await user.click(screen.getByRole('button', { name: 'PDF herunterladen' }));
    expect(await screen.findByText('Das PDF konnte nicht erstellt werden.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'PDF herunterladen' })).toHaveProperty('disabled', false);
  });
});
