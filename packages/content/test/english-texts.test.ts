import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDataDir } from '../src/disk.ts';
import { countGaps, englishGaps, englishGapsInData } from '../scripts/lib/english-coverage.ts';
import { sameInEnglishValues } from '../scripts/lib/same-in-english.ts';

/** Issue #47 item 3: every content text of every line (item catalogues included) exists in German and English. */
const readData = (path: string): unknown => JSON.parse(readFileSync(join(defaultDataDir, path), 'utf8'));
const allGaps = (sameInEnglish: ReadonlySet<string>) => englishGapsInData(readData, sameInEnglish);

describe('English content texts', () => {
  it('every German text has an English text of its own, proper nouns on the reviewed list excepted', () => {
    const gaps = allGaps(sameInEnglishValues);
    // Counts per line, file, field and problem first: the overview of what is left.
    expect(countGaps(gaps)).toEqual({});
    expect(gaps.map((gap) => `${gap.file} ${gap.where} (${gap.problem}): ${gap.german}`)).toEqual([]);
  });

  it('the list of texts that are the same in both languages holds only texts the content has', () => {
    // Without the list every value on it shows up as an identical English text; one that does not is stale.
    const identical = new Set(allGaps(new Set()).filter((gap) => gap.problem === 'identical').map((gap) => gap.german.trim()));
    expect([...sameInEnglishValues].filter((value) => !identical.has(value))).toEqual([]);
  });

  it('reports an English text that is missing, empty or a copy of the German one, and skips facts', () => {
    const german = [
      { key: 'a', name: 'Blutapokryphen', type: 'ritual', summary: 'Eine Botschaft im Blut.' },
      { key: 'b', name: 'Nepenthe', cost: 'Ein Wallungs-Check', lists: [['Erster Punkt']] },
    ];
    const english = [
      { key: 'a', name: null, type: 'ritual', summary: '  ' },
      { key: 'b', name: 'Nepenthe', cost: 'Ein Wallungs-Check', lists: [['First point']] },
    ];
    const gaps = englishGaps('v5/Test.json', german, english, new Set(['Nepenthe']));
    expect(gaps.map((gap) => [gap.where, gap.problem])).toEqual([
      ['a.name', 'missing'],
      ['a.summary', 'missing'],
      ['b.cost', 'identical'],
    ]);
  });
});
