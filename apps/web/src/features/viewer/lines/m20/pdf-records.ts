import { maxQuiet, type M20Character as Character, type M20Content as Content } from '@vitae/core/m20';
import { roteSpheresText, rotePoolText } from '../../../../components/lines/m20/labels.ts';
import { grey, margin, pageSize, type Writer } from '../../lib/pdf-writer.ts';
import type { Translate } from '../types.ts';

const width = pageSize[0] - 2 * margin;

/** One written row with a rule under it (empty rows stay to write on by hand). */
function row(w: Writer, text: string): void {
  w.ensure(16);
  w.fitted(text, margin, width, 9);
  w.rule(margin, width);
  w.y -= 13;
}

/**
 * The mage's rotes (name, Spheres with ranks, pool, notes), Resonance, Quiet and Seekings on the
 * PDF; `words` is `t` in the mage's side's words.
 */
export function writeMageRecords(w: Writer, character: Character, content: Content, words: Translate): void {
  w.ensure(80);
  w.heading(words('m20.rotes.title'));
  for (let index = 0; index < Math.max(3, character.rotes.length); index += 1) {
    const rote = character.rotes[index];
    if (!rote) {
      row(w, '');
      continue;
    }
    const pool = rotePoolText(content, rote);
    row(w, [rote.name, roteSpheresText(content, rote, character), pool ? words('m20.rotes.pool', { pool }) : '', rote.notes].filter(Boolean).join(' – '));
  }

  w.ensure(60);
  w.heading(`${words('m20.resonance.title')} · ${words('m20.quiet.title')}`);
  const resonance = character.resonance.map((entry) => `${words(`m20.resonance.kinds.${entry.kind}`)} ${entry.rating}${entry.description ? ` (${entry.description})` : ''}`).join(', ');
  row(w, `${words('m20.resonance.title')}: ${resonance || '–'}`);
  const quiet = character.quiet;
  const quietKind = quiet.kind ? words(`m20.quiet.kinds.${quiet.kind}`) : words('m20.quiet.noKind');
  row(w, `${words('m20.quiet.rating', { value: quiet.rating, max: maxQuiet })} – ${words('m20.quiet.kind')}: ${quietKind}${quiet.notes ? ` – ${quiet.notes}` : ''}`);
  if (character.seekings.length > 0) {
    w.text(words('m20.seekings.title'), margin, 8, w.fonts.bold, grey);
    w.y -= 12;
    for (const seeking of character.seekings) row(w, `${seeking.date || words('m20.seekings.untitled')}: ${seeking.notes}`);
  }
}
