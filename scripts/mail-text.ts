/**
 * The readable body of a raw mail as nodemailer sends it (quoted-printable for German text).
 * Shared by the server's SMTP sink and the browser tests' mailbox.
 */
export function mailBodyText(raw: string): string {
  const separator = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, separator);
  const body = raw.slice(separator).trimStart();
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return body;
  const unfolded = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < unfolded.length; i += 1) {
    const hex = unfolded.slice(i + 1, i + 3);
    if (unfolded[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(unfolded[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
