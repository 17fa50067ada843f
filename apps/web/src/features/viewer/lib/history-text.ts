import { raisedFrom, readHeldItemRef, type XpHistoryEntry } from '@vitae/core';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** What a line's content calls the thing a history record refers to (kind and reference), in the current language. */
export type HistorySubjectNames = (kind: string, ref: string | undefined) => string | undefined;

/** Names the sheet knows for the references a history record keeps (attribute and skill keys, and the line's own). */
export interface HistoryNames {
  attribute(key: string): string | undefined;
  skill(key: string): string | undefined;
  /** The line's names for its own kinds (a Gift, a Sphere, a merit by its content id); none = the record's own name. */
  subject?: HistorySubjectNames | undefined;
}

/** Attribute and skill names of a line's content for the history's words (content lists them by `key` or `id`), with the line's own. */
export function historyNamesOf(content: object, subject?: HistorySubjectNames): HistoryNames {
  const names = (field: string) => {
    const list = (content as Record<string, unknown>)[field];
    const entries = Array.isArray(list) ? (list as Array<{ key?: string; id?: string; name?: string }>) : [];
    return new Map(entries.map((entry) => [String(entry.key ?? entry.id ?? ''), String(entry.name ?? '')]));
  };
  const attributes = names('attributes');
  const skills = names('skills');
  const abilities = names('abilities');
  return { attribute: (key) => attributes.get(key), skill: (key) => skills.get(key) ?? abilities.get(key.split(':').pop() ?? key), subject };
}

/**
 * What a history entry bought or changed, in words of the current language: the content's name of
 * what the record refers to, else the name the record kept (homebrew, older entries), else the
 * kind — never a bare key like `str` or `merits:6:1`. A raise reads "Körperkraft 2 → 3".
 */
export function historySubject(entry: XpHistoryEntry, names: HistoryNames, t: Translate): string {
  const record = entry.purchase;
  if (!record) return t('viewer.info.kinds.unknown');
  const kind = t(`viewer.info.kinds.${record.kind}`, { defaultValue: t('viewer.info.kinds.unknown') });
  const level = record.level;
  // Entries written before `from` was kept read it back from their snapshots where that is unambiguous.
  const from = entry.kind === 'purchase' ? (record.from ?? raisedFrom(entry.before, entry.after, level)) : undefined;
  const withLevel = (name: string) =>
    level === undefined ? name : from === undefined ? t('viewer.info.subjectLevel', { name, level }) : t('viewer.info.subjectRaise', { name, from, to: level });
  const named = names.subject?.(record.kind, record.ref);
  switch (record.kind) {
    case 'attribute':
      return withLevel(named || (record.ref && names.attribute(record.ref)) || kind);
    case 'skill':
      return withLevel(named || (record.ref && names.skill(record.ref)) || kind);
    case 'speciality':
      return t('viewer.info.subjectOf', { name: record.name ?? kind, of: (record.ref && names.skill(record.ref)) || kind });
    case 'blood_potency':
      return withLevel(kind);
    case 'mark_of_cain': {
      const [path] = (record.ref ?? '').split(':');
      return t('viewer.info.markOfCain', { path: t(`markOfCain.paths.${path || 'undecided'}`), tier: level ?? 0 });
    }
    case 'homebrew_item_update': {
      // "Gabe „Mondlicht-Pfad“": the kind in the words of the character's line (the history line adds the versions).
      const held = readHeldItemRef(record.ref);
      const itemKind = held ? t(`${held.line}.homebrew.kinds.${held.kind}`, { count: 1, defaultValue: t('viewer.info.heldKindFallback') }) : t('viewer.info.heldKindFallback');
      return t('viewer.info.heldItem', { kind: itemKind, name: record.name ?? '' });
    }
    case 'blood_ritual':
    case 'oblivion_ceremony':
    case 'trait_removal':
      return named ?? record.name ?? kind;
    default: {
      const name = named ?? record.name;
      return name ? withLevel(name) : kind;
    }
  }
}

/** One line of the history: "Körperkraft auf 3 für 15 EXP", "10 EXP erhalten: Sitzung 3", "Mal des Kain: Roter Pfad, Stufe 5". */
export function historyLine(entry: XpHistoryEntry, names: HistoryNames, t: Translate): string {
  if (entry.kind === 'grant') return entry.reason ? t('viewer.info.grantFor', { amount: entry.amount, reason: entry.reason }) : t('viewer.info.grant', { amount: entry.amount });
  const what = historySubject(entry, names, t);
  if (entry.kind === 'change' && entry.purchase?.kind === 'homebrew_item_update') return t('viewer.info.heldUpdate', { what, from: entry.purchase.from ?? '?', to: entry.purchase.level ?? '?' });
  if (entry.kind === 'change') return entry.purchase?.kind === 'trait_removal' ? t('viewer.info.removal', { what }) : what;
  // A free step bought nothing ("Homebrew aktualisiert: Clan X"), so it names no price.
  if (entry.amount === 0 && entry.purchase?.name) return t('viewer.info.change', { kind: t(`viewer.info.kinds.${entry.purchase.kind}`), what: entry.purchase.name });
  // A purchase the storyteller approved at the table names who ("…, zugestimmt von Mara").
  if (entry.approvedBy) return t('viewer.info.purchaseApproved', { what, amount: entry.amount, name: entry.approvedBy.name });
  return t('viewer.info.purchase', { what, amount: entry.amount });
}

/** The undo button's words for the newest entry. */
export function undoLabel(entry: XpHistoryEntry, names: HistoryNames, t: Translate): string {
  if (entry.kind === 'grant') return t('viewer.experience.undoGrant', { amount: entry.amount });
  if (entry.kind === 'change' || (entry.amount === 0 && entry.purchase?.name)) return t('viewer.experience.undoChange', { what: historySubject(entry, names, t) });
  return t('viewer.experience.undoPurchase', { amount: entry.amount });
}
