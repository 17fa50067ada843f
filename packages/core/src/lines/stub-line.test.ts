import { describe, expect, it } from 'vitest';
import { gameLines } from '../character/keys.ts';
import { migrationSequence } from '../character/migration-sequence.ts';
import { isOlderShape, migrateCharacter } from '../character/migrations.ts';
import { characterSchemaVersion } from '../character/version.ts';
import { countPool, type SpecialDiceRule } from '../dice/pool.ts';
import { outcomeWithoutDifficulty } from '../dice/table.ts';
import { commandsWith, playCommands } from '../play/commands.ts';
import { lineRules } from './index.ts';
import { lineMigrations } from './migrations.ts';
import { editorSteps, lineRoutes, routeNames, viewerTabs } from './routes.ts';
import { lineTableWords, specialDiceNames, tableVocabulary, tabletopLines, type LineTableWords } from './table-words.ts';

/**
 * A fifth line, `x5`, that exists only here: its table words, routes and migrations, injected
 * into the shared functions that iterate the lines. What it needs is what docs/adding-a-game-line.md
 * lists for core; nothing shared names it.
 */
const stubWords = {
  tabletop: true,
  special: {
    name: 'spite',
    en: 'spite dice',
    de: 'Groll',
    command: { name: 'spitecheck', words: ['spitecheck', 'spite', 'xc'], secretWords: ['sspitecheck', 'sspite', 'sxc'] },
  },
  outcomes: { spitefulFailure: { de: 'Grollender Fehlschlag', color: 0x550000 } },
  notes: { grudge: 'Groll-1: ein Groll bleibt' },
} as const satisfies LineTableWords;
const stubRoutes = { steps: ['covenant', 'attributes', 'skills', 'grudges'], tabs: ['profile', 'attributes', 'grudges', 'pdf'] } as const;
const stubSpecial: SpecialDiceRule = { triggerFaces: [1] };
const stubMigrations = migrationSequence('x5', [{ toVersion: 1, name: 'x5-grudges-list', up: (raw) => ({ ...raw, grudges: [] }) }]);

describe('a stub fifth line', () => {
  it('joins the table vocabulary: its special dice, outcomes, notes and the tabletop lines', () => {
    const vocabulary = tableVocabulary({ ...lineTableWords, x5: stubWords });
    expect(vocabulary.specialDiceNames).toEqual([...specialDiceNames, 'spite']);
    expect(vocabulary.outcomes).toContain('spitefulFailure');
    expect(vocabulary.notes).toContain('grudge');
    expect(vocabulary.tabletopLines).toEqual([...tabletopLines, 'x5']);
    expect(tableVocabulary({ ...lineTableWords, x5: { ...stubWords, tabletop: false } }).tabletopLines).toEqual([...tabletopLines]);
  });

  it('adds its check to the chat commands after the other lines, with words no other command uses', () => {
    const commands = commandsWith(tableVocabulary({ ...lineTableWords, x5: stubWords }).specialChecks);
    expect(commands.map((command) => command.name)).toEqual([...playCommands.map((command) => command.name).filter((name) => name !== 'help' && name !== 'image'), 'spitecheck', 'help', 'image']);
    const spite = commands.find((command) => command.name === 'spitecheck');
    expect(spite).toMatchObject({ special: 'spite', usage: '<pool> [difficulty]', words: ['spitecheck', 'spite', 'xc'] });
    const words = commands.flatMap((command) => [...command.words, ...command.secretWords]);
    expect(new Set(words).size).toBe(words.length);
  });

  it('rolls with the shared 5th-edition engine on its own trigger faces', () => {
    const counts = countPool([10, 6, 2], [10, 1], stubSpecial);
    expect(counts).toMatchObject({ successes: 5, criticalPairs: 1, specialTriggers: 1 });
    expect(outcomeWithoutDifficulty(counts.successes, counts.criticalPairs, false)).toBe('criticalWin');
  });

  it('adds its steps and tabs to the routes once each, after the existing ones', () => {
    const steps = routeNames([...Object.values(lineRoutes).map((line) => line.steps), stubRoutes.steps]);
    expect(steps).toEqual([...editorSteps, 'covenant', 'grudges']);
    const tabs = routeNames([...Object.values(lineRoutes).map((line) => line.tabs), stubRoutes.tabs]);
    expect(tabs).toEqual([...viewerTabs, 'grudges']);
  });

  it('runs its own migrations on its characters only, after the base', () => {
    const lines = { ...lineMigrations, x5: stubMigrations };
    const raw = { gameLine: 'x5', schemaVersion: characterSchemaVersion, name: 'Stub' };
    expect(isOlderShape(raw, lines)).toBe(true);
    const { value, applied } = migrateCharacter(raw, lines);
    expect(applied).toEqual(['x5-grudges-list']);
    expect(value).toMatchObject({ gameLine: 'x5', grudges: [], lineSchemaVersion: 1 });
    expect(isOlderShape(value, lines)).toBe(false);
    // Without its entry the base steps run and nothing of the stub's.
    expect(migrateCharacter(raw).applied).toEqual([]);
  });
});

describe('the registry and the leaves it is built from', () => {
  it.each(gameLines)('%s: the entry holds the same table words and routes as the leaves', (line) => {
    const rules = lineRules[line];
    expect(rules.dice.words).toBe(lineTableWords[line]);
    expect(rules.dice.table.specialName).toBe(lineTableWords[line].special?.name ?? null);
    expect(rules.creation.steps).toBe(lineRoutes[line].steps);
    expect(rules.sheet.tabs).toBe(lineRoutes[line].tabs);
  });
});
