/** The one way content JSON is serialised: two-space indent, trailing newline (stable diffs, stable checksum). */
export function toJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
