import { gameLines, lineRules } from '@vitae/core';

/**
 * English coverage of the generated content: every German text needs an English text that is
 * non-empty and not the German one (issue #47 item 3). Facts (ids, keys, codes) are the same in
 * both languages by design and are skipped; everything else that holds a string is a text.
 */

/** Fields whose strings are facts (ids, keys, codes, references), identical in every language. */
const factFields: ReadonlySet<string> = new Set([
  'id',
  'key',
  'type',
  'category',
  'kind',
  'groupId',
  'renown',
  'favoredRenown',
  'alliance',
  'affinitySpheres',
  'attribute',
  'skill',
  'prerequisite',
  'applies',
  'except',
  'band',
  'suggestedEdges',
  'commonDrives',
  'suggestedCategory',
  'specialRules',
  'animalAndBaggedBlood',
]);

/** Fact field names that are display texts in one file: an item's category is the group it is shown under. */
const textFieldsByFile: Readonly<Record<string, ReadonlySet<string>>> = {
  'Items.json': new Set(['category']),
};

export type EnglishProblem = 'missing' | 'identical';

export interface EnglishGap {
  /** Data path below the language folder, e.g. `v5/Disciplines.json`. */
  file: string;
  /** Where in the file, records named by their `key` or `id`: `3-1-155.name`, `51.name`. */
  where: string;
  /** The text field, e.g. `name`, `summary`, `dicePool`. */
  field: string;
  problem: EnglishProblem;
  german: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A record in a list is named by its key or id, so a gap reads `1-2-15.name`, not `[0].powers[13].name`. */
function stepName(value: unknown, index: number): string {
  if (isRecord(value)) {
    const name = value['key'] ?? value['id'];
    if (typeof name === 'string' || typeof name === 'number') return String(name);
  }
  return `[${index}]`;
}

/**
 * Every German text of one file whose English counterpart (same path in the English file) is
 * missing, empty or identical. `sameInEnglish` holds the reviewed values that are the same in both
 * languages (proper nouns, loan words).
 */
export function englishGaps(file: string, german: unknown, english: unknown, sameInEnglish: ReadonlySet<string>): EnglishGap[] {
  const gaps: EnglishGap[] = [];
  const fileName = file.split('/').pop() ?? file;
  const textHere = textFieldsByFile[fileName] ?? new Set<string>();
  const visit = (de: unknown, en: unknown, where: readonly string[], field: string) => {
    if (Array.isArray(de)) {
      de.forEach((item, index) => visit(item, Array.isArray(en) ? en[index] : undefined, [...where, stepName(item, index)], field));
      return;
    }
    if (isRecord(de)) {
      for (const [key, value] of Object.entries(de)) {
        if (factFields.has(key) && !textHere.has(key)) continue;
        visit(value, isRecord(en) ? en[key] : undefined, [...where, key], key);
      }
      return;
    }
    if (typeof de !== 'string' || de.trim() === '') return;
    const englishText = typeof en === 'string' ? en.trim() : '';
    const problem: EnglishProblem | null = englishText === '' ? 'missing' : englishText === de.trim() && !sameInEnglish.has(englishText) ? 'identical' : null;
    if (problem !== null) gaps.push({ file, where: where.join('.'), field, problem, german: de });
  };
  visit(german, english, [], '');
  return gaps;
}

/** Every content file path of every line; a file two lines share (Attributes, Skills…) is listed once, under `shared`. */
export function contentFilesByGroup(): Map<string, string[]> {
  const owners = new Map<string, string[]>();
  for (const line of gameLines) {
    for (const file of Object.values(lineRules[line].content.files)) owners.set(file.path, [...(owners.get(file.path) ?? []), line]);
  }
  const groups = new Map<string, string[]>();
  for (const [path, lines] of [...owners].sort(([a], [b]) => a.localeCompare(b))) {
    const group = lines.length > 1 ? 'shared' : (lines[0] ?? 'shared');
    groups.set(group, [...(groups.get(group) ?? []), path]);
  }
  return groups;
}

export type GroupedGap = EnglishGap & { group: string };

/**
 * Every gap of the content data (read by `read`, paths below the data folder): each line's files
 * (shared ones under `shared`) and the book names in `Meta.json`.
 */
export function englishGapsInData(read: (path: string) => unknown, sameInEnglish: ReadonlySet<string>): GroupedGap[] {
  const gaps: GroupedGap[] = [];
  for (const [group, files] of contentFilesByGroup()) {
    for (const file of files) {
      for (const gap of englishGaps(file, read(`de-DE/${file}`), read(`en-US/${file}`), sameInEnglish)) gaps.push({ ...gap, group });
    }
  }
  const meta = read('Meta.json') as { lines: Record<string, { books: Array<{ id: number; name: Record<string, string> }> }> };
  for (const [line, { books }] of Object.entries(meta.lines)) {
    const names = (lang: string) => books.map((book) => ({ id: book.id, name: book.name[lang] }));
    for (const gap of englishGaps('Meta.json books', names('de-DE'), names('en-US'), sameInEnglish)) gaps.push({ ...gap, group: line });
  }
  return gaps;
}

/** Gap counts per `group file field problem`, for a readable report. */
export function countGaps(gaps: readonly GroupedGap[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const gap of gaps) {
    const label = `${gap.group} ${gap.file} ${gap.field} ${gap.problem}`;
    counts[label] = (counts[label] ?? 0) + 1;
  }
  return counts;
}
