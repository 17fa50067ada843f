/**
 * "Meine Daten exportieren": every resource that keeps data of an account adds one section to
 * the export (characters, folders, and homebrew when it exists), so the export never forgets one.
 * A section yields JSON text: one value, written as it is read.
 */
export type ExportSection = (userId: string) => AsyncIterable<string>;

export function createAccountExport() {
  const sections = new Map<string, ExportSection>();
  return {
    /** Adds a top-level key to every export; names must be unique. */
    register(name: string, section: ExportSection): void {
      if (sections.has(name)) throw new Error(`export section "${name}" is registered twice`);
      sections.set(name, section);
    },
    sections(): Array<[string, ExportSection]> {
      return [...sections.entries()];
    },
  };
}
export type AccountExport = ReturnType<typeof createAccountExport>;

/** A section made of one value that is small enough to build at once. */
export function valueSection(read: (userId: string) => Promise<unknown>): ExportSection {
  return async function* (userId: string) {
    yield JSON.stringify(await read(userId));
  };
}
