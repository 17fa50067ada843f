/** Anchors of the Hunter lexicon (deep links `?tab=lexicon#lex-h5-…`). */
export const h5Anchors = {
  creed: (id: string) => `lex-h5-creed-${id}`,
  drive: (id: string) => `lex-h5-drive-${id}`,
  edge: (id: string) => `lex-h5-edge-${id}`,
  perk: (id: string) => `lex-h5-perk-${id.replace('.', '-')}`,
  pack: (kind: string, type: string, pack: number) => `lex-h5-${kind}-${type}-${pack}`,
  trait: (kind: string, type: string, pack: number, id: number) => `lex-h5-${kind}-${type}-${pack}-${id}`,
};
