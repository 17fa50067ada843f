import type { M20Character, M20Content, MageSphere } from '@vitae/core/m20';

/** A Sphere's name as the mage's side calls it: Technocrats see their name first where it differs. */
export function sphereLabel(content: M20Content, sphere: MageSphere, character: Pick<M20Character, 'allianceType'>): string {
  const info = content.spheres.spheres.find((entry) => entry.id === sphere);
  if (!info) return sphere;
  return character.allianceType === 'technocraticUnion' && info.technocraticName !== info.name ? `${info.technocraticName} (${info.name})` : info.name;
}
