import { z } from 'zod';
import { maxFolderNameLength } from '../library/folders.ts';

export const folderSchema = z
  .object({
    name: z.string().trim().min(1, 'a folder needs a name').max(maxFolderNameLength, `folder names have at most ${maxFolderNameLength} characters`),
    open: z.boolean().default(false),
  })
  .transform((folder) => ({ id: folder.name, name: folder.name, open: folder.open }));

/** The account's whole folder list; names must differ (ignoring case). */
export const foldersBodySchema = z.object({
  folders: z
    .array(folderSchema)
    .max(500, 'at most 500 folders')
    .superRefine((folders, context) => {
      const seen = new Set<string>();
      folders.forEach((folder, index) => {
        const key = folder.name.toLocaleLowerCase('de');
        if (seen.has(key)) context.addIssue({ code: 'custom', message: `the folder "${folder.name}" appears twice`, path: [index, 'name'] });
        seen.add(key);
      });
    }),
});
export const foldersResponseSchema = z.object({
  folders: z.array(z.object({ id: z.string(), name: z.string(), open: z.boolean() })),
});
export type FoldersResponse = z.infer<typeof foldersResponseSchema>;
