/**
 * The content helpers a browser needs at start-up, without the zod schemas: file names and the
 * German fallback merge. Types come from the schema modules (erased at build time).
 */
export { contentFileKeys, contentFileNames, metaFileName } from './file-names.ts';
export type { ContentFileKey } from './file-names.ts';
export { withFallback } from './merge.ts';
export { coreBookId, homebrewBookId } from './book-ids.ts';
