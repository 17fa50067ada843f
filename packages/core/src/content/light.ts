/**
 * The content helpers a browser needs at start-up, without the zod schemas: file paths per line
 * and the German fallback merge. Types come from the schema modules (erased at build time).
 */
export { metaFileName } from './file-names.ts';
export { withFallback } from './merge.ts';
export { coreBookId, homebrewBookId } from './book-ids.ts';
export { lineContentPaths } from '../lines/content-paths.ts';
export { contentParts, contentPartOf, isContentPart, partsOfLine } from './parts.ts';
export type { ContentPart } from './parts.ts';
