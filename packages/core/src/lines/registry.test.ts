import { describe, expect, it } from 'vitest';
import { gameLines } from '../character/keys.ts';
import { characterSchema } from '../character/schema.ts';
import { availableLines, lineRules, rulesFor, withLineRules } from './index.ts';
import { lineContentPaths } from './content-paths.ts';
import { editorSteps, viewerTabs } from './types.ts';

describe('the game-line registry', () => {
  it('has exactly one entry per game line, under its own id', () => {
    expect(Object.keys(lineRules).sort()).toEqual([...gameLines].sort());
    for (const line of gameLines) expect(lineRules[line].id).toBe(line);
  });

  it.each(gameLines)('%s provides every hook', (line) => {
    const rules = lineRules[line];
    expect(typeof rules.available).toBe('boolean');
    expect(rules.schema).toBeDefined();
    expect(Object.keys(rules.content.files).length).toBeGreaterThan(0);
    expect(rules.creation.steps.length).toBeGreaterThan(0);
    for (const step of rules.creation.steps) expect(editorSteps).toContain(step);
    for (const tab of rules.sheet.tabs) expect(viewerTabs).toContain(tab);
    expect(rules.sheet.tabs[0]).toBe('profile');
    expect(rules.sheet.tabs).toContain('pdf');
    expect(rules.sync.live.length).toBeGreaterThan(0);
    expect(rules.sync.level.length).toBeGreaterThan(0);
  });

  it.each(gameLines)('%s: a new character from the create dialog is a valid character of the line that finishes', (line) => {
    const character = lineRules[line].creation.start({ name: 'Probe', sex: 'f', books: [1] });
    expect(characterSchema.parse(character)).toMatchObject({ gameLine: line, name: 'Probe', sex: 'f' });
    withLineRules(character, (rules, own) => {
      expect(rules.id).toBe(line);
      expect(rules.creation.stepsFor(own).length).toBeGreaterThan(0);
      expect(rules.derived.health(own)).toBeGreaterThanOrEqual(0);
      expect(rules.derived.willpower(own)).toBeGreaterThanOrEqual(0);
      expect(rules.dice.specialDice(own)).toBeGreaterThanOrEqual(0);
      const finished = rules.creation.finish(own, 'Ordner');
      expect(finished.ok && finished.character.directory).toBe('Ordner');
    });
  });

  it.each(gameLines)('%s: synced fields are fields of the line', (line) => {
    const character = lineRules[line].creation.start({ name: 'Probe', sex: 'd', books: [1] });
    for (const field of [...lineRules[line].sync.live, ...lineRules[line].sync.level]) expect(character).toHaveProperty(field);
  });

  it('finds the rules of a character by its line', () => {
    expect(rulesFor(lineRules.h5.creation.start({ name: 'J', sex: 'd', books: [] })).id).toBe('h5');
  });

  it('a vampire has only Vampire tabs; each line has its own', () => {
    expect(lineRules.v5.sheet.tabs).not.toContain('gifts');
    expect(lineRules.v5.sheet.tabs).not.toContain('tradition');
    expect(lineRules.v5.sheet.tabs).not.toContain('edges');
    expect(lineRules.w5.sheet.tabs).not.toContain('disciplines');
  });

  it('Vampire is available; the lines whose issues are open are not yet', () => {
    expect(availableLines).toContain('v5');
  });
});

describe('content paths without the schemas', () => {
  it.each(gameLines)('%s: the browser reads the same files the line declares', (line) => {
    const declared = Object.fromEntries(Object.entries(lineRules[line].content.files).map(([key, file]) => [key, file.path]));
    expect(lineContentPaths[line]).toEqual(declared);
  });
});
