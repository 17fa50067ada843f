/** What a line's content generator gets: where its reference facts and authored texts are. */
export interface GeneratorInput {
  referenceDir: string;
  authoringDir: string;
  warn: (message: string) => void;
}

/** What it produces: its part of `Meta.json` and, per language, the data of each file by bundle path. */
export interface GeneratorOutput {
  meta: unknown;
  files: Record<'de-DE' | 'en-US', Record<string, unknown>>;
  /** Lines for the console (e.g. how many German texts are still missing). */
  report: string[];
}

export interface LineGenerator {
  line: string;
  generate(input: GeneratorInput): GeneratorOutput;
}
