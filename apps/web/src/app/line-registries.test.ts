import { describe, expect, it } from 'vitest';
import { gameLines, lineRules } from '@vitae/core';
import { listLines } from '../features/characters/lines/index.ts';
import { editorLines } from '../features/editor/lines/index.ts';
import { lexiconLines } from '../features/lexicon/lines/index.ts';
import { sheetModules } from '../features/viewer/lines/index.ts';
import type { SheetRegistry } from '../features/viewer/lines/types.ts';

const sheetLines = Object.fromEntries(await Promise.all(gameLines.map(async (line) => [line, await sheetModules[line]()] as const))) as unknown as SheetRegistry;

describe('the web app’s line registries follow the core registry', () => {
  it.each(gameLines)('%s: a line is available exactly when its wizard and sheet exist', (line) => {
    const available = lineRules[line].available;
    expect(editorLines[line] !== null).toBe(available);
    expect(sheetLines[line] !== null).toBe(available);
    expect(lexiconLines[line] !== null).toBe(available);
    expect(listLines[line]).toBeDefined();
  });

  it.each(gameLines.filter((line) => lineRules[line].available))('%s: the wizard has a screen for every step of the line', (line) => {
    const editor = editorLines[line];
    for (const step of lineRules[line].creation.steps) expect(editor?.steps[step], step).toBeTypeOf('function');
  });

  it.each(gameLines.filter((line) => lineRules[line].available))('%s: the sheet has a component for every tab of the line but the PDF', (line) => {
    const sheet = sheetLines[line];
    for (const tab of lineRules[line].sheet.tabs.filter((tab) => tab !== 'pdf')) expect(sheet?.tabs[tab], tab).toBeTypeOf('function');
    expect(Object.values(sheet?.hotkeys ?? {}).every((tab) => lineRules[line].sheet.tabs.includes(tab))).toBe(true);
  });

  it.each(gameLines.filter((line) => lineRules[line].available))('%s: asks in the create dialog only what it has fields for', (line) => {
    if (lineRules[line].creation.asks.length > 0) expect(listLines[line].CreateOptions).toBeDefined();
  });
});
