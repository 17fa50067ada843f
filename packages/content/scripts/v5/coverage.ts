import type { V5Content as Content } from '@vitae/core/v5';

/** Blood potency columns the Lexicon explains above the table (docs/behaviour-notes.md §11.3). */
const explainedColumns = ['bleedingSpurt', 'healedDamage', 'disciplineBonus', 'rouseRepeatDisciplineLevel'] as const;

/**
 * Every German text that must be authored but is still empty, as `file: record field` lines.
 * Items are exempt (their descriptions are optional), as are packs without any trait.
 */
export function missingGermanTexts(content: Content): string[] {
  const missing: string[] = [];
  const need = (where: string, value: string | null) => {
    if (value === null || value.trim() === '') missing.push(where);
  };
  for (const c of content.clans) {
    for (const field of ['slogan', 'description', 'bane'] as const) need(`Clans ${c.id} ${field}`, c[field]);
    need(`Clans ${c.id} compulsion.name`, c.compulsion.name);
    need(`Clans ${c.id} compulsion.description`, c.compulsion.description);
  }
  for (const d of content.disciplines) {
    need(`Disciplines ${d.id} description`, d.description);
    for (const p of d.powers) need(`Disciplines ${p.key} summary`, p.summary);
  }
  for (const p of content.predatorTypes) need(`PredatorTypes ${p.id} description`, p.description);
  for (const [file, packs] of [['Merits', content.merits], ['Backgrounds', content.backgrounds]] as const) {
    for (const pack of packs) {
      if (pack.advantages.length + pack.disadvantages.length === 0) continue;
      need(`${file} ${pack.id} description`, pack.description);
      for (const t of pack.advantages) need(`${file} ${pack.id} advantage ${t.id}`, t.description);
      for (const t of pack.disadvantages) need(`${file} ${pack.id} disadvantage ${t.id}`, t.description);
    }
  }
  for (const column of explainedColumns) need(`BloodPotencyTable explanation ${column}`, content.bloodPotencyTable.explanations[column]);
  for (const row of content.bloodPotencyTable.rows) need(`BloodPotencyTable row ${row.value}`, row.explanation);
  for (const r of content.bloodRituals) need(`BloodRituals ${r.id} summary`, r.summary);
  for (const c of content.oblivionCeremonies) need(`OblivionCeremonies ${c.id} summary`, c.summary);
  for (const a of content.attributes) need(`Attributes ${a.key} description`, a.description);
  for (const s of content.skills) {
    need(`Skills ${s.key} description`, s.description);
    if (s.specialities.length === 0) missing.push(`Skills ${s.key} specialities`);
  }
  if (content.customLexicon.prepend.length === 0) missing.push('CustomLexicon prepend (no sections yet)');
  for (const e of [...content.customLexicon.prepend, ...content.customLexicon.append]) {
    need(`CustomLexicon ${e.id} title`, e.title);
    if (e.paragraphs.length + e.lists.length === 0) missing.push(`CustomLexicon ${e.id} has no text`);
    e.paragraphs.forEach((p, i) => need(`CustomLexicon ${e.id} paragraph ${i + 1}`, p));
  }
  return missing;
}
