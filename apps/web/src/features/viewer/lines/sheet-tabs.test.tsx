import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { gameLines, lineRules, type GameLine, type ViewerTab } from '@vitae/core';
import { openCharacter, renderSheet } from '../../../testing/render.tsx';
import { loadSheet, sheetFor } from './index.ts';

/**
 * What a player sees first on each tab of a blank character of each line, in German: a heading,
 * or the tab's "nothing yet" line. Reached through the sheet registry, so a tab wired to another
 * line's component, a missing text or a tab that fails on a new character shows up here.
 */
const firstSight: { readonly [L in GameLine]: Partial<Record<ViewerTab, { tabLabel: string; heading?: string; text?: string }>> } = {
  v5: {
    profile: { tabLabel: 'Profil', heading: 'Mal des Kain' },
    inventory: { tabLabel: 'Inventar', heading: 'Dabei' },
    attributes: { tabLabel: 'Attribute', heading: 'Körperlich' },
    skills: { tabLabel: 'Fertigkeiten', heading: 'Gesellschaftlich' },
    disciplines: { tabLabel: 'Disziplinen', text: 'Dieser Charakter hat noch keine Disziplinen.' },
    bloodrituals: { tabLabel: 'Rituale', text: 'Dieser Charakter kennt keine Rituale oder Zeremonien.' },
    traits: { tabLabel: 'Vorzüge und Schwächen', text: 'Dieser Charakter hat noch keine Vorzüge, Hintergründe oder Schwächen.' },
  },
  w5: {
    profile: { tabLabel: 'Profil', heading: 'Harano und Hauglosk' },
    inventory: { tabLabel: 'Inventar', heading: 'Zuhause' },
    attributes: { tabLabel: 'Attribute', heading: 'Geistig' },
    skills: { tabLabel: 'Fertigkeiten', heading: 'Körperlich' },
    gifts: { tabLabel: 'Gaben', heading: 'Riten', text: 'Noch keine Gaben.' },
    traits: { tabLabel: 'Vorzüge und Schwächen', text: 'Dieser Charakter hat noch keine Vorzüge, Hintergründe oder Schwächen.' },
  },
  m20: {
    profile: { tabLabel: 'Profil', heading: 'Quintessenz und Paradox' },
    inventory: { tabLabel: 'Inventar', heading: 'Dabei' },
    attributes: { tabLabel: 'Attribute', heading: 'Körperlich' },
    // Mage's own ability groups, not the 5th-edition skill groups.
    skills: { tabLabel: 'Fähigkeiten', heading: 'Talente' },
    tradition: { tabLabel: 'Tradition', heading: 'Sphären' },
    traits: { tabLabel: 'Hintergründe und Wunder', heading: 'Wunderwerke' },
  },
  h5: {
    profile: { tabLabel: 'Profil', heading: 'Prüfsteine' },
    inventory: { tabLabel: 'Inventar', heading: 'Dabei' },
    attributes: { tabLabel: 'Attribute', heading: 'Gesellschaftlich' },
    skills: { tabLabel: 'Fertigkeiten', heading: 'Geistig' },
    edges: { tabLabel: 'Trümpfe', text: 'Dieser Jäger hat noch keine Trümpfe.' },
    traits: { tabLabel: 'Vorzüge und Schwächen', text: 'Dieser Charakter hat noch keine Vorzüge, Hintergründe oder Schwächen.' },
  },
};

describe.each(gameLines.filter((line) => lineRules[line].available))('the %s sheet, through the registry', (line) => {
  const tabs = lineRules[line].sheet.tabs.filter((tab) => tab !== 'pdf');

  it('every tab of the line is in this table (a new tab needs its line here)', () => {
    expect(Object.keys(firstSight[line]).sort()).toEqual([...tabs].sort());
  });

  it.each(tabs)('%s: shows its German label and what a new character has there', async (tab) => {
    await loadSheet(line);
    const Tab = sheetFor(line)?.tabs[tab];
    expect(Tab, `${line} has no component for ${tab}`).toBeTypeOf('function');
    if (!Tab) return;
    const expected = firstSight[line][tab];
    // The viewer's tab strip reads the line's own label first (viewer-route.tsx).
    expect(i18next.t([`${line}.viewer.tabs.${tab}`, `viewer.tabs.${tab}`])).toBe(expected?.tabLabel);
    renderSheet(<Tab />, openCharacter(line), tab);
    if (expected?.heading) expect(await screen.findByRole('heading', { name: expected.heading })).toBeTruthy();
    if (expected?.text) expect(await screen.findByText(expected.text)).toBeTruthy();
    // No raw translation key leaks onto the screen (a key missing from the German packs shows as its path).
    expect(document.body.textContent).not.toMatch(/\b(viewer|editor|sheet|w5|m20|h5)\.[a-z]+\.[a-zA-Z.]+/);
  });
});
