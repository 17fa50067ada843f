import type { GameLine } from '../character/keys.ts';
import type { MigrationSequence } from '../character/migration-sequence.ts';
import { h5Migrations } from './h5/migrations.ts';
import { m20Migrations } from './m20/migrations.ts';
import { v5Migrations } from './v5/migrations.ts';
import { w5Migrations } from './w5/migrations.ts';

/** Every line's migration sequence, per line id. */
export type LineMigrations = Readonly<Record<string, MigrationSequence>>;

/**
 * The lines' migration sequences without the rest of their rules (no zod, no content): what
 * `migrateCharacter` runs, in the browser's early chunk too. Each line's registry entry
 * (`rules.migrations`) is the same object; a registry test holds the two equal.
 */
export const lineMigrations = { v5: v5Migrations, w5: w5Migrations, m20: m20Migrations, h5: h5Migrations } as const satisfies Record<GameLine, MigrationSequence>;
