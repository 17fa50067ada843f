/**
 * The character migrations without the schemas (no zod): what a browser needs to bring a loaded
 * character up to the current shape before anything heavier is loaded.
 */
export { CharacterMigrationError, CharacterTooNewError, baseMigrations, characterMigrations, isOlderShape, lineMigrations, migrateCharacter } from './migrations.ts';
export { characterSchemaVersion, characterVersion } from './version.ts';
