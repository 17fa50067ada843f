import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailContent } from './templates.ts';

export interface Mailer {
  send(to: string, content: MailContent): Promise<void>;
  close(): void;
}

/** Real delivery through the SMTP server named by `SMTP_URL` (`smtp://user:pass@host:port`). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(to, content) {
      await transport.sendMail({ from, to, subject: content.subject, text: content.text });
    },
    close: () => transport.close(),
  };
}

/** Without `SMTP_URL` every mail goes to the log, so `npm start` works with nothing else set up. */
export function logMailer(log: FastifyBaseLogger): Mailer {
  return {
    async send(to, content) {
      // warn, not info: it shows at every log level, and a server without SMTP is worth noticing.
      log.warn({ mailTo: to, subject: content.subject }, `mail (no SMTP_URL set, printed instead):\n${content.text}`);
    },
    close: () => undefined,
  };
}
