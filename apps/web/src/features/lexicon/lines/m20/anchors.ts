/** Anchors of the Mage lexicon (all under `lex-m20-`). */
export const anchors = {
  faction: (id: string) => `lex-m20-faction-${id}`,
  sphere: (id: string) => `lex-m20-sphere-${id}`,
  essence: (id: string) => `lex-m20-essence-${id}`,
  archetype: (id: string) => `lex-m20-archetype-${id}`,
  ability: (id: string) => `lex-m20-ability-${id}`,
  background: (id: string) => `lex-m20-background-${id}`,
  merit: (id: string) => `lex-m20-merit-${id}`,
  flaw: (id: string) => `lex-m20-flaw-${id}`,
  wonder: (id: string) => `lex-m20-wonder-${id}`,
  rules: 'lex-m20-rules',
};
