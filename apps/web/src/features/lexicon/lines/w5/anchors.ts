/** Anchors of the Werewolf lexicon (`lex-w5-…`), apart from the Vampire's. */
export const w5Anchors = {
  tribe: (id: string) => `lex-w5-tribe-${id}`,
  auspice: (id: string) => `lex-w5-auspice-${id}`,
  renown: (id: string) => `lex-w5-renown-${id}`,
  giftGroup: (id: string) => `lex-w5-gifts-${id}`,
  gift: (id: number) => `lex-w5-gift-${id}`,
  riteType: (type: string) => `lex-w5-rites-${type}`,
  rite: (id: number) => `lex-w5-rite-${id}`,
  form: (id: string) => `lex-w5-form-${id}`,
  merit: (type: string, pack: number, id: number) => `lex-w5-merit-${type}-${pack}-${id}`,
  flaw: (type: string, pack: number, id: number) => `lex-w5-flaw-${type}-${pack}-${id}`,
};
