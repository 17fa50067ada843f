import { categoryNames } from '@vitae/core/fifth-edition';
import { margin, type Writer } from '../lib/pdf-writer.ts';

interface RatedTrait {
  key: string;
  value: number;
}

/** What the three 5th-edition lines share on paper: three categories of attributes and skills. */
export interface FifthEditionTraits {
  categories: ReadonlyArray<{ name: string; attributes: readonly RatedTrait[]; skills: ReadonlyArray<RatedTrait & { specialization: readonly string[] }> }>;
}

/**
 * Attributes and skills in three columns (physical, social, mental), 5 dots each; skills sorted by
 * their shown name with specialisations in italics beneath. Leaves the writer below the longest column.
 */
export function writeAttributesAndSkills(
  w: Writer,
  character: FifthEditionTraits,
  names: { attributes: ReadonlyMap<string, string>; skills: ReadonlyMap<string, string> },
  headings: { attributes: string; skills: string },
  column: number,
): void {
  w.heading(headings.attributes);
  const top = w.y;
  categoryNames.forEach((name, index) => {
    const category = character.categories.find((c) => c.name === name);
    const x = margin + index * column;
    w.y = top;
    for (const attribute of category?.attributes ?? []) {
      w.text(names.attributes.get(attribute.key) ?? attribute.key, x, 9);
      w.dots(attribute.value, 5, x + column - 50);
      w.y -= 13;
    }
  });

  w.heading(headings.skills);
  const skillsTop = w.y;
  let lowest = w.y;
  const skillName = (key: string) => names.skills.get(key) ?? key;
  categoryNames.forEach((name, index) => {
    const category = character.categories.find((c) => c.name === name);
    const x = margin + index * column;
    w.y = skillsTop;
    const skills = [...(category?.skills ?? [])].sort((a, b) => skillName(a.key).localeCompare(skillName(b.key), 'de'));
    for (const skill of skills) {
      w.text(skillName(skill.key), x, 9);
      w.dots(skill.value, 5, x + column - 50);
      if (skill.specialization.length > 0) {
        w.y -= 9;
        w.fitted(`(${skill.specialization.join(', ')})`, x + 6, column - 60, 7, w.fonts.italic);
      }
      w.y -= 13;
    }
    lowest = Math.min(lowest, w.y);
  });
  w.y = lowest;
}
