import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { fitText, minimumTextSize, wheelMarks } from './pdf-writer.ts';

describe('the M20 wheel in the PDF (issue #47: Paradox was never marked)', () => {
  const drawn = (quintessence: number, paradox: number) => {
    const boxes = wheelMarks(quintessence, paradox, 20);
    return { filled: boxes.filter((box) => box.filled).length, paradox: boxes.filter((box) => box.mark === 'paradox').length, lastParadox: boxes.at(-1)?.mark };
  };
  it.each([
    ['Q 5 / P 3', 5, 3, { filled: 5, paradox: 3, lastParadox: 'paradox' }],
    ['Q 0 / P 11: eleven crossed', 0, 11, { filled: 0, paradox: 11, lastParadox: 'paradox' }],
    ['Q 12 / P 0', 12, 0, { filled: 12, paradox: 0, lastParadox: 'none' }],
    ['Q 15 / P 8 meet: Paradox shows where they overlap', 15, 8, { filled: 12, paradox: 8, lastParadox: 'paradox' }],
    ['Q 20 / P 0: full', 20, 0, { filled: 20, paradox: 0, lastParadox: 'none' }],
  ])('%s', (_label, quintessence, paradox, expected) => expect(drawn(quintessence, paradox)).toEqual(expected));
});

describe('one line of text (issue #47: the Redemption shrank to a tiny size)', async () => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  it.each([
    ['a short name keeps its size', 'Jörg Jäger', 200, 10, { size: 10, cut: false }],
    ['a little too long shrinks a little', 'Eine Beichte abnehmen und verzeihen', 160, 10, { size: 9, cut: false }],
    ['a sentence never goes below the minimum and ends in …', 'Du findest Erlösung, wenn du jemandem die Beichte abnimmst, der Schreckliches getan hat, und ihm vergibst.', 150, 10, { size: minimumTextSize, cut: true }],
  ])('%s', (_label, value, width, size, expected) => {
    const fitted = fitText(font, value, width, size);
    expect(fitted.size).toBeGreaterThanOrEqual(expected.size - 0.5);
    expect(fitted.size).toBeGreaterThanOrEqual(minimumTextSize);
    expect(fitted.text.endsWith('…')).toBe(expected.cut);
    expect(font.widthOfTextAtSize(fitted.text, fitted.size)).toBeLessThanOrEqual(width);
  });
});
