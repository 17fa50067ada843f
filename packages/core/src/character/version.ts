/** The `version` field the spec fixes for characters (spec §9). */
export const characterVersion = 2;
/**
 * The shared base's shape version; bumped with every entry in `characterMigrations`. A line's own
 * version is its `lines/<line>/migrations.ts` sequence's, stored as `lineSchemaVersion`.
 */
export const characterSchemaVersion = 4;
