/** Longest avatar we accept: a data URL of an image of roughly 3.5 MB. */
export const maxAvatarLength = 5_000_000;

/**
 * An avatar is an inline raster image. SVG and other types are refused because an SVG can carry
 * script, and the sheet, the PDF and shared viewers all render the avatar.
 */
export const avatarDataUrlPattern = /^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]*={0,2}$/;

export function isAcceptableAvatar(value: unknown): value is string {
  return value === '' || (typeof value === 'string' && value.length <= maxAvatarLength && avatarDataUrlPattern.test(value));
}
