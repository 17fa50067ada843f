import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { mailBodyText } from '../../../scripts/mail-text.ts';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The body, with quoted-printable undone. */
  text: string;
}

/** A real SMTP server on loopback that keeps every message, so tests read codes from real mail. */
export async function startSmtpSink() {
  const mails: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: mailBodyText(raw) });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The newest mail to `to` that arrives after `since` mails were already there. */
    async nextMailTo(to: string, since: number, timeoutMs = 5_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.slice(since).find((mail) => mail.to.includes(to));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** The `ABCD-EFGH` (or `ABCD-EFGH-JKMN`) code in a mail body. */
export function codeIn(mail: ReceivedMail): string {
  const match = /^\s+([A-HJ-NP-Z2-9]{4}(?:-[A-HJ-NP-Z2-9]{4})+)\s*$/m.exec(mail.text);
  if (!match?.[1]) throw new Error(`no code in mail:\n${mail.raw}`);
  return match[1];
}
