import type { TFunction } from 'i18next';
import type { PlayMessageBody } from '@vitae/core/play';

type RollBody = Extract<PlayMessageBody, { kind: 'roll' }>;

/**
 * A roll card's title in words: the pool's label when the roll came from a sheet or a request
 * ("Geschick + Heimlichkeit"), otherwise what the typed command rolled ("Probe mit 6 Würfeln,
 * davon 2 Hungerwürfel"), never the raw command. The character's name leads when there is one.
 */
export function rollTitle(t: TFunction, body: RollBody): string {
  const described = body.label ?? describe(t, body.result);
  // A willpower re-roll says so: it stands below the first roll of the same pool.
  const what = body.rerollOf ? t('play.roll.title.reroll', { title: described }) : described;
  return body.character ? `${body.character.name}: ${what}` : what;
}

function describe(t: TFunction, result: RollBody['result']): string {
  if (result.kind === 'dice') {
    const modifier = result.modifier === 0 ? '' : result.modifier > 0 ? `+${result.modifier}` : `${result.modifier}`;
    return t('play.roll.title.dice', { count: result.count, sides: result.sides, modifier });
  }
  const count = result.normal.length + result.special.length;
  const label = t('play.roll.title.check', { count });
  if (result.special.length === 0 || !result.specialName) return label;
  return t('play.roll.title.special', { label, special: t(`play.roll.specialCount.${result.specialName}`, { count: result.special.length }) });
}
