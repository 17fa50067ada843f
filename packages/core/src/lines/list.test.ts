import { describe, expect, it } from 'vitest';
import { blankCharacter } from '../character/blank.ts';
import { gameLines } from '../character/keys.ts';
import { characterListEntrySchema } from '../api/characters.ts';
import { allListFields, isListField, listFactsOf, listFieldsOf } from './list.ts';

const heavy = ['backstory', 'notes', 'history', 'avatar', 'inventory'];

describe('list facts', () => {
  it.each([
    ['v5', ['clan', 'generation', 'generationEra']],
    ['w5', ['tribe', 'auspice', 'tribeName', 'auspiceName']],
    ['m20', ['organization', 'arete']],
    ['h5', ['creed', 'drive']],
  ] as const)('%s lists the shared fields and its own subtitle facts', (line, own) => {
    expect(listFieldsOf(line)).toEqual(['name', 'gameLine', 'directory', 'sex', 'concept', 'chronicle', 'exp', ...own]);
  });

  it.each(gameLines)('%s: picks only list fields, never the heavy ones', (line) => {
    const character = { ...blankCharacter(line), name: 'Ada', backstory: 'lang '.repeat(1000), notes: 'geheim', avatar: 'data:image/png;base64,AAAA', directory: 'Chicago' };
    const facts = listFactsOf(character);
    expect(facts.name).toBe('Ada');
    expect(facts.gameLine).toBe(line);
    expect(facts.directory).toBe('Chicago');
    for (const field of heavy) expect(facts).not.toHaveProperty(field);
    expect(Object.keys(facts).every((key) => listFieldsOf(line).includes(key))).toBe(true);
  });

  it('knows which changes the list shows', () => {
    expect(isListField('v5', 'clan')).toBe(true);
    expect(isListField('w5', 'clan')).toBe(false);
    // A werewolf's row names its tribe by the id (#47): a new tribe changes the row.
    expect(isListField('w5', 'tribe')).toBe(true);
    expect(isListField('v5', 'notes')).toBe(false);
    expect(allListFields).toContain('tribeName');
    expect(allListFields).not.toContain('avatar');
  });

  it('the light entry schema accepts a row and refuses one without id or avatarUrl', () => {
    const row = { id: '00000000-0000-4000-8000-000000000001', revision: 1, schemaVersion: 3, updatedAt: '2026-01-01T00:00:00.000Z', avatarUrl: null, name: 'Ada', gameLine: 'v5', viewers: [], generation: 12 };
    expect(characterListEntrySchema.safeParse(row).success).toBe(true);
    expect(characterListEntrySchema.safeParse({ ...row, id: undefined }).success).toBe(false);
    expect(characterListEntrySchema.safeParse({ ...row, avatarUrl: undefined }).success).toBe(false);
  });
});
