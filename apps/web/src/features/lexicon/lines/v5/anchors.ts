/** Anchors of the Vampire lexicon; deep links made before the lexicon had other lines keep working. */
export const anchors = {
  bloodPotency: 'lex-blood-potency',
  clan: (id: number) => `lex-clan-${id}`,
  discipline: (id: number) => `lex-discipline-${id}`,
  power: (key: string) => `lex-power-${key}`,
  ritual: (id: number) => `lex-ritual-${id}`,
  ceremony: (id: number) => `lex-ceremony-${id}`,
  merit: (type: string, pack: number, id: number) => `lex-merit-${type}-${pack}-${id}`,
  flaw: (type: string, pack: number, id: number) => `lex-flaw-${type}-${pack}-${id}`,
  predatorType: (id: number) => `lex-predator-${id}`,
};
