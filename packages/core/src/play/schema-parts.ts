import { z } from 'zod';

/** Pieces every VitaePlay schema file shares (see README.md beside this file). */
export const uuid = z.uuid({ message: 'must be a UUID' });
export const isoDate = z.iso.datetime({ offset: true });

export const userRef = z.strictObject({ id: uuid, alias: z.string() });
export type PlayUserRef = z.infer<typeof userRef>;
