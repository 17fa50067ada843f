/** Offers `text` as a file download named `fileName`. */
export function downloadText(fileName: string, text: string): void {
  downloadBlob(fileName, new Blob([text], { type: 'application/json' }));
}

/** Offers `blob` as a file download named `fileName`. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name from a character name, keeping letters of every language. */
export function exportFileName(name: string): string {
  const safe = name.replace(/[\\/:*?"<>|]+/g, '').trim();
  return `${safe || 'charakter'}.json`;
}
