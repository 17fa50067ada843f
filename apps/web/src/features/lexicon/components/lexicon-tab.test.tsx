import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { inEnglish } from '../../../testing/language.ts';
import { renderInApp } from '../../../testing/render.tsx';
import { LexiconTab } from './lexicon-tab.tsx';

// The other language's bundle comes from the server in the app; here from the content files.
vi.mock('../../../lib/content/sync.ts', async (importOriginal) => {
  const { bundleTexts } = await import('../../../lib/content/test-fixtures.ts');
  return { ...(await importOriginal<object>()), syncContent: () => Promise.resolve({ texts: bundleTexts(), updated: false }) };
});

// The tab shows the whole Lexicon of every line: each render takes a while in a test DOM, so the
// tests type whole words at once (one change, not one per key) and check several things per render.
const search = () => screen.getByRole('searchbox');
const ask = (query: string) => fireEvent.change(search(), { target: { value: query } });
const results = () => within(screen.getByRole('list', { name: 'Suchergebnisse' })).getAllByRole('listitem');

describe('the Lexicon tab', { timeout: 20_000 }, () => {
  it('has a part and a table of contents per line; searches every line, opens the first hit’s group on Enter', async () => {
    renderInApp(<LexiconTab />, { at: '/?tab=lexicon', path: '/' });
    const parts = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(parts).toEqual(['Lexikon', 'Vampire: Die Maskerade', 'Werwolf: Die Apokalypse', 'Magus: Die Erleuchtung', 'Jäger: Die Abrechnung']);
    const tables = screen.getAllByRole('navigation', { name: 'Inhalt' });
    expect(tables).toHaveLength(4);
    const vampire = within(tables[0]!).getAllByRole('link').map((link) => link.textContent);
    expect(vampire[0]).toBe('Grundlagen');
    expect(vampire.at(-1)).toBe('Weitere Regeln');
    expect(vampire).toEqual(expect.arrayContaining(['Clans', 'Disziplinen', 'Raubtiertypen', 'Blutmacht-Tabelle']));
    expect(screen.getByRole('searchbox', { name: 'Im Lexikon suchen' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Suchergebnisse' })).toBeNull();
    ask('BRUJAH');
    const first = results()[0]!;
    expect(within(first).getByRole('link').textContent).toBe('Brujah');
    expect(first.textContent).toContain('Vampire: Die Maskerade · Clans');
    const target = document.getElementById(within(first).getByRole('link').getAttribute('href')!.slice(1))!;
    const group = target.closest('details');
    expect(group?.open).toBe(false);
    // Enter jumps to the first hit (a click on a hit does the same): its group opens and takes the focus.
    fireEvent.submit(search().closest('form')!);
    expect(group?.open).toBe(true);
    expect(document.activeElement).toBe(target);
    ask('xylophonqwertz');
    expect(screen.getByText('Nichts gefunden.')).toBeTruthy();
  });

  it('in English, the tab speaks English and finds English names', async () => {
    await inEnglish();
    renderInApp(<LexiconTab />, { at: '/?tab=lexicon', path: '/' });
    expect(screen.getByRole('heading', { level: 2, name: 'Lexicon' })).toBeTruthy();
    ask('malkavian');
    expect(within(screen.getAllByRole('listitem')[0]!).getByRole('link').textContent).toBe('Malkavians');
  });

  it('finds English names in a German Lexicon: "Spider" finds the Spinne gift', async () => {
    renderInApp(<LexiconTab />, { at: '/?tab=lexicon', path: '/' });
    await screen.findAllByRole('heading', { level: 2 });
    ask('Spider');
    await waitFor(() => expect(within(results()[0]!).getByRole('link').textContent).toBe('Lied der Spinne'));
  });
});
