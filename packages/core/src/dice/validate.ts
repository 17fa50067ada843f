/** Throws a RangeError unless `value` is an integer in [min, max]; shared guard for the dice rules. */
export function assertInt(name: string, value: number, min: number, max: number = Number.MAX_SAFE_INTEGER): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be an integer from ${min} to ${max}, got ${String(value)}`);
  }
}
