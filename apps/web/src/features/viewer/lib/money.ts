/**
 * An amount of money as the UI language writes it, without a currency (the sheet names none):
 * always two decimals, no thousands separator, so the field can read its own text back
 * ("100,50" in German, "100.50" in English; `evaluateAmount` takes either decimal mark).
 */
export function formatMoney(value: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(value);
}
