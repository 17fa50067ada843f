import { characterContent } from '@vitae/core/homebrew';
import type { V5Character, V5Content } from '@vitae/core/v5';
import { fifthEditionSearchTargets } from '../../fifth-edition/search-targets.ts';
import type { SearchTarget, Translate } from '../types.ts';

/** What the search finds on a vampire's sheet: the shared 5th-edition parts, disciplines with their powers, rituals and ceremonies, items. */
export function v5SearchTargets(character: V5Character, installed: V5Content, t: Translate): SearchTarget[] {
  const content = characterContent(installed, character.homebrew);
  const list = fifthEditionSearchTargets(character, content, t);
  for (const owned of character.disciplines) {
    const id = Number(owned.discipline.id);
    const definition = content.disciplines.find((d) => d.id === id);
    list.push({ label: definition?.name ?? String(id), kind: t('viewer.tabs.disciplines'), tab: 'disciplines', anchor: `discipline-card-${id}` });
    for (const ability of owned.abilities) {
      const power = definition?.powers.find((p) => (typeof ability.key === 'string' ? p.key === ability.key : p.id === ability.id));
      if (power) list.push({ label: power.name, kind: definition?.name ?? '', tab: 'disciplines', anchor: `discipline-card-${id}` });
    }
  }
  for (const ritual of [...character.bloodRituals, ...character.oblivionCeremonies]) {
    if (ritual.name) list.push({ label: ritual.name, kind: t('viewer.tabs.bloodrituals'), tab: 'bloodrituals', anchor: '' });
  }
  return list;
}
