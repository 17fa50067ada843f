/**
 * Test-only: a fifth game line put into the web registries for one test (the wizard's editor
 * registry and the sheet registry) and taken out again, so a test proves that shared code reaches
 * a line only through them. Production registries stay as they are; core's line registry is the
 * test's to stand in for (`vi.mock('@vitae/core', …)`, see app/stub-line.test.tsx).
 */
import type { GameLine } from '@vitae/core';
import { editorLines } from '../features/editor/lines/index.ts';
import type { EditorLine } from '../features/editor/lines/types.ts';
import { sheetModules } from '../features/viewer/lines/index.ts';
import type { SheetLine } from '../features/viewer/lines/types.ts';

/** The registries as a test may fill them: any line id, not only the four `GameLine`s. */
type Injectable<T> = Record<string, T>;

/** Puts `line`'s wizard and sheet into the registries; the returned function takes them out again. */
export function registerStubLine(line: string, { editor, sheet }: { editor: EditorLine<GameLine>; sheet: SheetLine<GameLine> }): () => void {
  // The registries are plain objects typed for the four lines; a stub line is outside that type on purpose.
  const editors = editorLines as unknown as Injectable<EditorLine<GameLine> | null>;
  const sheets = sheetModules as unknown as Injectable<() => Promise<SheetLine<GameLine> | null>>;
  editors[line] = editor;
  sheets[line] = () => Promise.resolve(sheet);
  return () => {
    delete editors[line];
    delete sheets[line];
  };
}
