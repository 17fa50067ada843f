/**
 * Names inside the bundle that code without the schemas needs (the browser at start-up).
 * Each line's file paths live beside its content schemas (`lines/<line>/content/paths.ts`).
 */
/** File name of the language-independent bundle index. */
export const metaFileName = 'Meta.json';
