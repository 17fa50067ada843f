/**
 * The traits a storyteller may ask a roll of (issue #48): the characters feature lists them per
 * line, the play feature picks from them; both read these shapes from here.
 */

/** One trait of a roll request: `id` as the sheet's roll panel keys it (`attributes:dex`). */
export interface RollTrait {
  id: string;
  label: string;
  value: number;
  /** The category it is listed under, translated ("Körperlich", "Talente"). */
  group: string;
}

/** One picker of a roll request ("Attribut", "Fertigkeit"), its traits in the sheet's order. */
export interface RollTraitSlot {
  /** Stable across languages (tests, form field ids). */
  key: string;
  label: string;
  traits: RollTrait[];
}
