import { roteSpheres, type M20Character, type M20Content, type MageSphere, type Rote } from '@vitae/core/m20';

/** A Sphere's name as the mage's side calls it: Technocrats see their name first where it differs. */
export function sphereLabel(content: M20Content, sphere: MageSphere, character: Pick<M20Character, 'allianceType'>): string {
  const info = content.spheres.spheres.find((entry) => entry.id === sphere);
  if (!info) return sphere;
  return character.allianceType === 'technocraticUnion' && info.technocraticName !== info.name ? `${info.technocraticName} (${info.name})` : info.name;
}

/** A rote's Spheres with their ranks, highest first: "Kräfte 3, Kern 2". */
export function roteSpheresText(content: M20Content, rote: Pick<Rote, 'spheres'>, character: Pick<M20Character, 'allianceType'>): string {
  return roteSpheres(rote)
    .map(({ sphere, level }) => `${sphereLabel(content, sphere, character)} ${level}`)
    .join(', ');
}

/** A rote's pool as "Geschicklichkeit + Sportlichkeit" in the content's names; empty when it names neither. */
export function rotePoolText(content: M20Content, rote: Pick<Rote, 'attribute' | 'ability'>): string {
  const attribute = rote.attribute ? (content.attributes.find((entry) => entry.id === rote.attribute)?.name ?? rote.attribute) : '';
  const ability = rote.ability ? (content.abilities.find((entry) => entry.id === rote.ability)?.name ?? rote.ability) : '';
  return [attribute, ability].filter(Boolean).join(' + ');
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The i18next context a mage's texts are read in: a Technocrat's keys have `_technocracy` variants. */
export function mageTextContext(character: Pick<M20Character, 'allianceType'>): 'technocracy' | undefined {
  return character.allianceType === 'technocraticUnion' ? 'technocracy' : undefined;
}

/**
 * `t` in the words of the mage's side: for a Technocrat every key tries its `_technocracy` variant
 * first (Konvent, Erleuchtung, Primärenergie, Genius, Verfahren; the Lexicon names them), so the
 * sheet, its dialogs, the PDF and the search share one lookup instead of conditionals.
 */
export function mageWords(t: Translate, character: Pick<M20Character, 'allianceType'>): Translate {
  const context = mageTextContext(character);
  return context ? (key, values) => t(key, { ...values, context }) : t;
}
