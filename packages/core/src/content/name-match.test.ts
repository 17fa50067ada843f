import { describe, expect, it } from 'vitest';
import { matchContentName, type NamedContent } from './name-match.ts';

// Names as the W5 content gives them in de-DE and en-US (packages/content/data/*/w5/Backgrounds.json).
const backgrounds: Array<NamedContent<number>> = [
  { id: 1, names: ['Verbündete', 'Allies'] },
  { id: 2, names: ['Kontakte', 'Contacts'] },
  { id: 3, names: ['Bekanntheit', 'Fame'] },
  // A record without an English text yet: German only.
  { id: 4, names: ['Geisterpakt', null] },
];

describe('a copied name matched back to its content id (#47 item 3)', () => {
  it.each<[string, string, number | undefined]>([
    ['the German name', 'Kontakte', 2],
    ['the English name', 'Contacts', 2],
    ['case, accents and spaces do not matter', '  verbundete ', 1],
    ['a record with German only', 'Geisterpakt', 4],
    ['a renamed entry stays custom', 'Kontakte (alt)', undefined],
    ['a player-written entry stays custom', 'Mein Onkel Heinz', undefined],
    ['an empty name matches nothing', '   ', undefined],
  ])('%s: "%s"', (_case, name, id) => {
    expect(matchContentName(name, backgrounds)).toBe(id);
  });

  it('matches nothing when two records bear the name', () => {
    expect(matchContentName('Fame', [...backgrounds, { id: 9, names: ['Ruhm', 'Fame'] }])).toBeUndefined();
  });
});
