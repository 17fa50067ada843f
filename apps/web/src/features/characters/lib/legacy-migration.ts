import { compareNames, type Character, type Folder } from '@vitae/core';
import { importCharacter, type ImportProblem } from '@vitae/core/import';
import { legacyKeys, parseJson } from './legacy-keys.ts';

interface LegacyDirectory {
  id: string;
  name: string;
}

export interface LegacyPlan {
  /** Folders to create, by their final name. */
  folders: string[];
  characters: Array<{ legacyId: string; character: Character }>;
  problems: Array<{ legacyId: string; problem: ImportProblem | { kind: 'missing' } }>;
}

function uniqueName(name: string, taken: Set<string>): string {
  const lower = (value: string) => value.toLocaleLowerCase('de');
  if (!taken.has(lower(name))) return name;
  for (let n = 2; ; n += 1) {
    const candidate = `${name} (${n})`;
    if (!taken.has(lower(candidate))) return candidate;
  }
}

/**
 * What migrating the legacy characters will do: each legacy folder becomes a folder of ours; a
 * name already in use gets a fresh one ("Chicago (2)") and its characters are pointed at the new
 * folder, not at the one that was there before.
 */
export function planLegacyMigration(storage: Pick<Storage, 'getItem'>, existing: readonly Folder[]): LegacyPlan {
  const rawDirectories = parseJson(storage.getItem(legacyKeys.directories));
  const directories: LegacyDirectory[] = Array.isArray(rawDirectories)
    ? rawDirectories.filter((d): d is LegacyDirectory => typeof d?.id === 'string' && typeof d?.name === 'string' && d.name.trim() !== '')
    : [];
  const taken = new Set(existing.map((folder) => folder.name.toLocaleLowerCase('de')));
  const folderFor = new Map<string, string>();
  for (const directory of [...directories].sort((a, b) => compareNames(a.name, b.name))) {
    const name = uniqueName(directory.name.trim(), taken);
    taken.add(name.toLocaleLowerCase('de'));
    folderFor.set(directory.id, name);
  }
  const rawIds = parseJson(storage.getItem(legacyKeys.ids));
  const ids = Array.isArray(rawIds) ? rawIds.filter((id): id is string => typeof id === 'string') : [];
  const plan: LegacyPlan = { folders: [...new Set(folderFor.values())], characters: [], problems: [] };
  for (const legacyId of ids) {
    const raw = storage.getItem(legacyKeys.character(legacyId));
    if (raw === null) {
      plan.problems.push({ legacyId, problem: { kind: 'missing' } });
      continue;
    }
    const legacyDirectory = (parseJson(raw) as { directory?: unknown } | undefined)?.directory;
    const result = importCharacter(raw);
    if (!result.ok) {
      plan.problems.push({ legacyId, problem: result.problem });
      continue;
    }
    const folder = typeof legacyDirectory === 'string' ? folderFor.get(legacyDirectory) : undefined;
    plan.characters.push({ legacyId, character: folder ? { ...result.character, directory: folder } : result.character });
  }
  return plan;
}

