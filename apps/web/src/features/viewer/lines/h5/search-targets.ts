import type { H5Character, H5Content } from '@vitae/core/h5';
import { fifthEditionSearchTargets } from '../../fifth-edition/search-targets.ts';
import type { SearchTarget, Translate } from '../types.ts';

/** What the search finds on a hunter's sheet: its trackers (Desperation, Danger, Despair), the shared 5th-edition parts, creed and drive, edges with their perks. */
export function h5SearchTargets(character: H5Character, content: H5Content, t: Translate): SearchTarget[] {
  const tracker = (label: string, anchor: string): SearchTarget => ({ label, kind: t('viewer.trackers.title'), tab: 'profile', anchor });
  const list: SearchTarget[] = [
    tracker(t('viewer.trackers.health'), 'sheet-trackers'),
    tracker(t('viewer.trackers.willpower'), 'sheet-trackers'),
    tracker(t('h5.viewer.desperation'), 'sheet-cell'),
    tracker(t('h5.viewer.danger'), 'sheet-cell'),
    tracker(t('h5.viewer.despair'), 'sheet-cell'),
  ];
  list.push(...fifthEditionSearchTargets(character, content, t));
  const creed = content.creeds.find((c) => c.id === character.creed);
  const drive = content.drives.find((d) => d.id === character.drive);
  if (creed) list.push({ label: creed.name, kind: t('h5.creed.title'), tab: 'profile', anchor: '' });
  if (drive) list.push({ label: drive.name, kind: t('h5.drive.title'), tab: 'profile', anchor: '' });
  for (const owned of character.edges) {
    const edge = content.edges.find((e) => e.id === String(owned.id));
    const name = edge?.name ?? owned.name ?? String(owned.id);
    list.push({ label: name, kind: t('viewer.tabs.edges'), tab: 'edges', anchor: `sheet-edge-${String(owned.id)}` });
    for (const perk of owned.perks) {
      const definition = edge?.perks.find((p) => p.id === String(perk.id));
      list.push({ label: definition?.name ?? perk.name ?? String(perk.id), kind: name, tab: 'edges', anchor: `sheet-perk-${String(perk.id)}` });
    }
  }
  return list;
}
