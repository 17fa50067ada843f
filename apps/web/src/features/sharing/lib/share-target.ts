/** A version-4 UUID in lower case, as the original product's share-id check. */
const shareIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * docs/product-spec.md §5: what the user typed is used directly when it is a version-4 UUID;
 * otherwise it is looked up as an alias; when that fails, the text as typed is used.
 */
export async function resolveShareTarget(input: string, lookupAlias: (alias: string) => Promise<string | undefined>): Promise<string> {
  const text = input.trim();
  if (shareIdPattern.test(text.toLowerCase())) return text.toLowerCase();
  return (await lookupAlias(text).catch(() => undefined)) ?? text;
}
