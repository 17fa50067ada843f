import type { XpHistoryEntry } from '@vitae/core';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** Names the sheet knows for the references a history record keeps (attribute and skill keys). */
export interface HistoryNames {
  attribute(key: string): string | undefined;
  skill(key: string): string | undefined;
}

/**
 * What a history entry bought or changed, in words: the name the record kept, else the name of
 * the attribute or skill it refers to, else the kind — never a bare key like `str` or `merits:6:1`.
 */
export function historySubject(entry: XpHistoryEntry, names: HistoryNames, t: Translate): string {
  const record = entry.purchase;
  if (!record) return t('viewer.info.kinds.unknown');
  const kind = t(`viewer.info.kinds.${record.kind}`, { defaultValue: t('viewer.info.kinds.unknown') });
  const level = record.level;
  const withLevel = (name: string) => (level === undefined ? name : t('viewer.info.subjectLevel', { name, level }));
  switch (record.kind) {
    case 'attribute':
      return withLevel((record.ref && names.attribute(record.ref)) || kind);
    case 'skill':
      return withLevel((record.ref && names.skill(record.ref)) || kind);
    case 'speciality':
      return t('viewer.info.subjectOf', { name: record.name ?? kind, of: (record.ref && names.skill(record.ref)) || kind });
    case 'blood_potency':
      return withLevel(kind);
    case 'mark_of_cain': {
      const [path] = (record.ref ?? '').split(':');
      return t('viewer.info.markOfCain', { path: t(`markOfCain.paths.${path || 'undecided'}`), tier: level ?? 0 });
    }
    case 'blood_ritual':
    case 'oblivion_ceremony':
    case 'trait_removal':
      return record.name ?? kind;
    default:
      return record.name ? withLevel(record.name) : kind;
  }
}

/** One line of the history: "Körperkraft auf 3 für 15 EXP", "10 EXP erhalten", "Mal des Kain: Roter Pfad, Stufe 5". */
export function historyLine(entry: XpHistoryEntry, names: HistoryNames, t: Translate): string {
  if (entry.kind === 'grant') return t('viewer.info.grant', { amount: entry.amount });
  const what = historySubject(entry, names, t);
  if (entry.kind === 'change') return entry.purchase?.kind === 'trait_removal' ? t('viewer.info.removal', { what }) : what;
  // A free step bought nothing ("Homebrew aktualisiert: Clan X"), so it names no price.
  if (entry.amount === 0 && entry.purchase?.name) return t('viewer.info.change', { kind: t(`viewer.info.kinds.${entry.purchase.kind}`), what: entry.purchase.name });
  return t('viewer.info.purchase', { what, amount: entry.amount });
}

/** The undo button's words for the newest entry. */
export function undoLabel(entry: XpHistoryEntry, names: HistoryNames, t: Translate): string {
  if (entry.kind === 'grant') return t('viewer.experience.undoGrant', { amount: entry.amount });
  if (entry.kind === 'change' || (entry.amount === 0 && entry.purchase?.name)) return t('viewer.experience.undoChange', { what: historySubject(entry, names, t) });
  return t('viewer.experience.undoPurchase', { amount: entry.amount });
}
