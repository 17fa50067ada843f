/** Avatars are stored inside the character; this keeps them well below the server's 5 MB limit. */
export const maxAvatarSide = 512;
export const maxAvatarFileBytes = 15 * 1024 * 1024;
const acceptedTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

export type AvatarProblem = 'type' | 'too_large' | 'unreadable';

/** Reads an image file and scales it to at most 512 px on its longer side, as a JPEG data URL. */
export async function avatarFromFile(file: File): Promise<{ ok: true; dataUrl: string } | { ok: false; problem: AvatarProblem }> {
  if (!acceptedTypes.includes(file.type)) return { ok: false, problem: 'type' };
  if (file.size > maxAvatarFileBytes) return { ok: false, problem: 'too_large' };
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, maxAvatarSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return { ok: false, problem: 'unreadable' };
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return { ok: true, dataUrl: canvas.toDataURL('image/jpeg', 0.85) };
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
}
