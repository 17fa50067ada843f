import { findH5ContentProblems, h5ContentFiles, type H5Content } from '@vitae/core/h5';
import { describe, expect, it } from 'vitest';
import { getContent, getMeta, rawFiles } from '../src/index.ts';

const content = (lang: 'de-DE' | 'en-US' = 'de-DE') => getContent(h5ContentFiles, lang);
const meta = () => {
  const h5 = getMeta().lines.h5;
  if (!h5) throw new Error('Meta.json has no Hunter part');
  return h5;
};

/** Reference counts (packages/content/reference/h5) minus what the lead decided to leave out. Hard-coded so a lost record fails loudly. */
const expectedCounts = {
  creeds: 5,
  drives: 7,
  edges: 17,
  /** Every edge but Unnatural Changes, which the reference marks as from a secondary source (issue #46 item 18). */
  coreEdges: 16,
  /** 89 in the reference minus the 16 `secondary-unverified` perks the authors could not confirm. */
  perks: 73,
  /** Every shipped perk: all come from The-Ledger, the reference's confirmed source. */
  corePerks: 73,
  meritPacks: 6,
  merits: 20,
  backgroundPacks: 10,
  backgrounds: 75,
};
/** The 16 perks that are not shipped (NOTES.md, packages/content/README.md). */
const droppedPerks = [
  'arsenal.backup-piece', 'fleet.hidden-cache', 'fleet.wagon-train', 'library.where-they-go', 'improvisedGear.made-to-last', 'globalAccess.intranet-insertion',
  'globalAccess.spoof', 'droneJockey.electronic-shield', 'beastWhisperer.supernatural-scent', 'senseTheUnnatural.horrid-detail', 'senseTheUnnatural.network',
  'thwartTheUnnatural.redirection', 'unnaturalChanges.breadth', 'unnaturalChanges.maximized-neuropathways', 'unnaturalChanges.neuropathway-practice', 'unnaturalChanges.handsfree',
];

const countsOf = (c: H5Content) => {
  const packEntries = (packs: H5Content['merits']) => packs.reduce((sum, p) => sum + p.advantages.length + p.disadvantages.length, 0);
  const perks = c.edges.flatMap((e) => e.perks);
  return {
    creeds: c.creeds.length,
    drives: c.drives.length,
    edges: c.edges.length,
    coreEdges: c.edges.filter((e) => e.core).length,
    perks: perks.length,
    corePerks: perks.filter((p) => p.core).length,
    meritPacks: c.merits.length,
    merits: packEntries(c.merits),
    backgroundPacks: c.backgrounds.length,
    backgrounds: packEntries(c.backgrounds),
  };
};

describe('Hunter content', () => {
  it.each(['de-DE', 'en-US'] as const)('%s: counts match the reference minus the unconfirmed perks', (lang) => {
    expect(countsOf(content(lang))).toEqual(expectedCounts);
  });

  it.each(['de-DE', 'en-US'] as const)('%s: ids are unique and every reference resolves', (lang) => {
    expect(findH5ContentProblems(meta(), content(lang))).toEqual([]);
  });

  it('every perk belongs to an edge, and the unconfirmed ones are not there', () => {
    const c = content();
    for (const edge of c.edges) for (const perk of edge.perks) expect(perk.id.startsWith(`${edge.id}.`), perk.id).toBe(true);
    const shipped = new Set(c.edges.flatMap((e) => e.perks.map((p) => p.id)));
    for (const id of droppedPerks) expect(shipped.has(id), id).toBe(false);
  });

  it('every creed’s suggested edges and common drives exist; the Faithful may take any endowment', () => {
    const c = content();
    const edges = new Set(c.edges.map((e) => e.id));
    const drives = new Set(c.drives.map((d) => d.id));
    for (const creed of c.creeds) {
      for (const id of creed.suggestedEdges) expect(edges.has(id), `${creed.id} → ${id}`).toBe(true);
      for (const id of creed.commonDrives) expect(drives.has(id), `${creed.id} → ${id}`).toBe(true);
    }
    expect(c.creeds.find((creed) => creed.id === 'faithful')?.suggestedCategory).toBe('endowment');
  });

  it('core or supplement follows the reference: only Unnatural Changes (a secondary source) is marked, Turncoat and its peers are core', () => {
    const c = content();
    expect(c.edges.filter((e) => !e.core).map((e) => e.id)).toEqual(['unnaturalChanges']);
    for (const id of ['experimentalMedicine', 'turncoat', 'cleanseTheUnnatural', 'greatDestiny']) expect(c.edges.find((e) => e.id === id)?.core, id).toBe(true);
    // Every shipped perk comes from the confirmed source.
    for (const edge of c.edges) expect(edge.perks.filter((p) => !p.core), edge.id).toEqual([]);
  });

  it('German names are ours where H5 has none (Credo, Antrieb, Ausstattung …)', () => {
    const c = content();
    expect(c.creeds.map((creed) => creed.name)).toEqual(['Unternehmerisch', 'Gläubig', 'Wissbegierig', 'Martialisch', 'Untergrund']);
    expect(c.drives.map((drive) => drive.name)).toEqual(['Neugier', 'Rache', 'Schwur', 'Gier', 'Stolz', 'Neid', 'Sühne']);
    expect(c.edges.find((e) => e.id === 'library')).toMatchObject({ name: 'Bibliothek', pools: [{ attribute: 'res', skill: 'aca' }] });
    expect(content('en-US').edges.find((e) => e.id === 'library')?.name).toBe('Library');
  });

  it('every edge but Great Destiny (never rolled) has a pool of attribute + skill', () => {
    for (const edge of content().edges) expect(edge.pools.length > 0, edge.id).toBe(edge.id !== 'greatDestiny');
  });

  it('English mirrors German: every fact but the texts is identical', () => {
    const stripTexts = (value: unknown): unknown => {
      if (typeof value === 'string' || value === null) return 'TEXT';
      if (Array.isArray(value)) return value.map(stripTexts);
      if (typeof value === 'object') return Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, ['id', 'category', 'attribute', 'skill', 'type', 'specialRules', 'suggestedCategory'].includes(k) ? v : stripTexts(v)]));
      return value;
    };
    const de = rawFiles(h5ContentFiles, 'de-DE');
    const en = rawFiles(h5ContentFiles, 'en-US');
    for (const key of ['creeds', 'drives', 'edges', 'merits', 'backgrounds', 'customLexicon'] as const) expect(stripTexts(en[key]), key).toEqual(stripTexts(de[key]));
  });

  it('every German text is written', () => {
    const c = content();
    const texts = [
      ...c.creeds.flatMap((x) => [x.name, x.description, x.desperationDomain]),
      ...c.drives.flatMap((x) => [x.name, x.description, x.redemption]),
      ...c.edges.flatMap((x) => [x.name, x.description, x.system, ...x.perks.flatMap((p) => [p.name, p.summary])]),
    ];
    expect(texts.filter((t) => t.trim() === '')).toEqual([]);
  });
});
