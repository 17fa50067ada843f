import { migrationSequence } from '../../character/migration-sequence.ts';
import { maxRenown } from './sheet/renown.ts';

/**
 * This line's own shape migrations, run after the shared base's (`character/migrations.ts`) on its
 * characters only; a character records the last one it went through as `lineSchemaVersion`.
 * Append a step `{ toVersion: n, name, up }` here when this line's section changes shape; never
 * edit or remove a released one.
 */
export const w5Migrations = migrationSequence('w5', [
  {
    toVersion: 1,
    name: 'w5-renown-at-most-five',
    // Each Renown is rated 0–5; the sheet once took up to 10 (issue #46 item 11). Higher values
    // were never a rule's, so they become the highest there is.
    up: (raw) => {
      const renown = raw['renown'];
      if (typeof renown !== 'object' || renown === null) return raw;
      const capped = Object.fromEntries(Object.entries(renown).map(([key, value]) => [key, typeof value === 'number' && value > maxRenown ? maxRenown : value]));
      return { ...raw, renown: capped };
    },
  },
]);
