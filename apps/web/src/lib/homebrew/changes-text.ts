import type { HomebrewChange, HomebrewUpdate } from '@vitae/core/homebrew';
/** i18next's `t` as the texts need it. */
type Translate = (key: string, values?: Record<string, unknown>) => string;

/** Fields whose change means nothing to a player (whether the author shares the item publicly). */
const unseen = new Set(['public']);

/**
 * One line per change the player should know of before updating ("Homebrew aktualisieren"): what
 * was renamed, changed, added or removed; a removed power the character owns says it stays.
 */
export function describeChanges(update: HomebrewUpdate, ownedAbilityIds: ReadonlySet<number>, t: Translate): string[] {
  const field = (name: string) => t(`viewer.homebrew.fields.${name}`);
  const line = (change: HomebrewChange): string | null => {
    switch (change.kind) {
      case 'field':
        if (unseen.has(change.field)) return null;
        if (change.field === 'name') return t('viewer.homebrew.changes.renamed', { before: change.before, after: change.after });
        return t('viewer.homebrew.changes.field', { field: field(change.field) });
      case 'level-added':
        return t('viewer.homebrew.changes.levelAdded', { level: change.level });
      case 'level-removed':
        return t('viewer.homebrew.changes.levelRemoved', { level: change.level });
      case 'ability-added':
        return t('viewer.homebrew.changes.abilityAdded', { name: change.name, level: change.level });
      case 'ability-removed':
        return t(ownedAbilityIds.has(change.abilityId) ? 'viewer.homebrew.changes.abilityRemovedOwned' : 'viewer.homebrew.changes.abilityRemoved', { name: change.name, level: change.level });
      case 'ability-changed':
        return t('viewer.homebrew.changes.abilityChanged', { name: change.name, level: change.level, fields: change.fields.map(field).join(', ') });
    }
  };
  return update.changes.map(line).filter((text): text is string => text !== null);
}
