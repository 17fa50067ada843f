import { blankV5Character } from '@vitae/core/v5';

type Values = Record<string, number>;

/** A vampire with a bit of everything the sheet shows: disciplines with powers, rituals, a ceremony, merits, a flaw, items. */
export function richVampire(overrides: Record<string, unknown> = {}, attributes: Values = { str: 3, dex: 2, sta: 3, cha: 2, man: 2, com: 3, int: 1, wit: 2, res: 2 }, skills: Values = { ath: 2, bra: 3, med: 2, occ: 1, stw: 2 }) {
  const base = blankV5Character({
    name: 'Mara Voss',
    concept: 'Straßenärztin',
    chronicle: 'Nächte in Leipzig',
    ambition: 'Die Klinik halten',
    desire: 'Eine Nacht Ruhe',
    sire: 'Jonas Keller',
    exp: 40,
    usedExp: 12,
    health: 6,
    willpower: 5,
    humanity: 6,
    stains: 1,
    hunger: 2,
    bloodPotency: 1,
    generation: 13,
  });
  return {
    ...base,
    clan: { id: 2, name: 'Brujah', disciplines: [4, 8, 6] },
    clanBane: 'Jähzorn',
    predatorType: { id: 1, name: 'Räuber' },
    categories: base.categories.map((category) => ({
      ...category,
      attributes: category.attributes.map((a) => ({ ...a, value: attributes[a.key] ?? 1 })),
      skills: category.skills.map((s) => ({ ...s, value: skills[s.key] ?? 0, specialization: s.key === 'ath' ? ['Klettern'] : s.key === 'med' ? ['Notaufnahme'] : [] })),
    })),
    disciplines: [
      { discipline: { id: 8, name: 'Stärke' }, points: 0, currentLevel: 3, abilities: [{ id: 1, key: '8-1-1', level: 1, usedLevel: 1 }, { id: 3, key: '8-2-3', level: 2, usedLevel: 2 }] },
      { discipline: { id: 3, name: 'Blutmagie' }, points: 0, currentLevel: 2, abilities: [{ id: 1, key: '3-1-1', level: 1, usedLevel: 1 }] },
      { discipline: { id: 11, name: 'Vergessenheit' }, points: 0, currentLevel: 2, abilities: [{ id: 1, key: '11-1-1', level: 1, usedLevel: 1 }] },
    ],
    bloodRituals: [{ id: 1, name: 'Wandeln auf den Pfaden des Blutes', level: 1 }],
    oblivionCeremonies: [{ id: 1, name: 'Das Geschenk des falschen Lebens', level: 1 }],
    merits: {
      packs: [
        { pack: { id: 6, name: 'Aussehen', type: 'merits' }, traits: [{ id: 1, name: 'Schön', level: 2, description: 'Ausgesprochen attraktiv.' }], flawTraits: [] },
        { pack: { id: 9, name: 'Drogenkonsum', type: 'merits' }, traits: [], flawTraits: [{ id: 1, name: 'Sucht', level: 1, description: 'Braucht ihren Stoff.' }] },
      ],
    },
    backgrounds: { packs: [{ pack: { id: 2, name: 'Kontakte', type: 'backgrounds' }, traits: [{ id: 3, name: 'Kontakte 3', level: 3, description: 'Menschen, die ihr Dinge erzählen.' }], flawTraits: [] }] },
    inventory: { carriedItems: [{ name: 'Taschenlampe', category: 'Werkzeug', quantity: 1 }], ownedItems: [{ name: 'Erste-Hilfe-Tasche', category: 'Medizin', quantity: 2 }], cash: 20, bank: 150 },
    ...overrides,
  };
}
