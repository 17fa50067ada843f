/** The `version` field the spec fixes for characters (spec §9). */
export const characterVersion = 2;
/** Our own shape version; bumped with every entry in `characterMigrations`. */
export const characterSchemaVersion = 4;
