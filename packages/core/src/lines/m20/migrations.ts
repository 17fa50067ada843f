import { migrationSequence } from '../../character/migration-sequence.ts';

/**
 * This line's own shape migrations, run after the shared base's (`character/migrations.ts`) on its
 * characters only; a character records the last one it went through as `lineSchemaVersion`.
 * Append a step `{ toVersion: n, name, up }` here when this line's section changes shape; never
 * edit or remove a released one.
 */
export const m20Migrations = migrationSequence('m20', []);
