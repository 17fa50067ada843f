import type { FastifyBaseLogger } from 'fastify';
import type { ErrorCode } from '@vitae/core/api';
import { badRequest, HttpError } from '../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { MailContent } from '../mail/templates.ts';
import type { AuthCodePurpose, AuthCodeRepository, AuthCodeRow, ConsumeResult } from '../repositories/auth-codes.ts';
import type { MailThrottleRepository } from '../repositories/mail-throttle.ts';
import type { CodeGuessBudget } from './code-guess-budget.ts';
import { hashSecret, newAuthCode } from './secrets.ts';

const codeProblems: Record<Extract<ConsumeResult, { ok: false }>['reason'], [string, ErrorCode]> = {
  unknown: ['this code is not valid; check it for typos', 'code_invalid'],
  used: ['this code was already used; request a new one', 'code_used'],
  expired: ['this code has expired; request a new one', 'code_expired'],
  dead: ['this code was entered wrong too often and no longer works; request a new one', 'code_dead'],
};

export interface MailedCodeOptions {
  authCodes: AuthCodeRepository;
  mailThrottle: MailThrottleRepository;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now: () => Date;
  codeTtlSeconds: number;
  mailGapSeconds: number;
  /** Bounds failed look-ups of a code without its address (`redeemByCode`). */
  guessBudget: CodeGuessBudget;
}

/**
 * Activation and recovery codes can be redeemed by the code alone (spec §7), so they are long
 * enough to be unguessable that way: 12 symbols ≈ 59.5 bits (see `code-guess-budget.ts`). The
 * other purposes are always redeemed with their address (5 wrong tries kill a code): 8 symbols.
 */
const codeLengths: Record<AuthCodePurpose, number> = { activate: 12, recover: 12, password: 8, delete_account: 8, device: 8 };

/**
 * Account mails and the codes in them. Every mail to an address waits `mailGapSeconds` after the
 * previous one (so nobody can flood an inbox through us), every new code retires the older one of
 * the same purpose, and codes are redeemed together with the address they were sent to.
 */
export function createMailedCodes(options: MailedCodeOptions) {
  const { authCodes, mailThrottle, mailer, log, now } = options;
  const gapMs = options.mailGapSeconds * 1000;

  /** Takes the address's turn (the gap since its last mail) or refuses with 429. */
  async function claim(to: string): Promise<void> {
    if (gapMs === 0 || (await mailThrottle.claim(to, now(), gapMs))) return;
    const wait = Math.max(1, await mailThrottle.secondsUntilNext(to, now(), gapMs));
    throw new HttpError(429, `an e-mail went to this address a moment ago; please wait ${wait} seconds before asking for another`, 'mail_too_soon');
  }

  async function deliver(to: string, content: MailContent, onFailure?: () => Promise<void>): Promise<void> {
    try {
      await mailer.send(to, content);
    } catch (error) {
      await onFailure?.();
      if (gapMs > 0) await mailThrottle.release(to);
      log.error({ err: error }, 'could not send mail');
      throw new HttpError(503, 'the e-mail could not be sent right now; please try again in a few minutes', 'mail_failed');
    }
  }

  return {
    /** Sends a mail without a code (e.g. "you already have an account"), under the same gap. */
    async mail(to: string, content: MailContent): Promise<void> {
      await claim(to);
      await deliver(to, content);
    },

    /** Issues a code for `purpose` and mails it to `email`; `content` gets the code as shown (ABCD-EFGH). */
    async sendCode(
      email: string,
      purpose: AuthCodePurpose,
      fields: { alias?: string; userId?: string },
      content: (code: string, validMinutes: number) => MailContent,
    ): Promise<void> {
      const { code, display } = newAuthCode(codeLengths[purpose]);
      const codeHash = hashSecret(code);
      // The turn is claimed before the code is stored, so a refused request leaves the live code alone.
      await claim(email);
      await authCodes.issue({
        codeHash,
        purpose,
        email,
        alias: fields.alias ?? null,
        userId: fields.userId ?? null,
        expiresAt: new Date(now().getTime() + options.codeTtlSeconds * 1000),
      });
      await deliver(email, content(display, Math.round(options.codeTtlSeconds / 60)), () => authCodes.remove(codeHash));
      void authCodes.deleteExpiredBefore(new Date(now().getTime() - 24 * 60 * 60 * 1000)).catch(() => undefined);
    },

    /** The stored code row, or a 400 that says why the code does not work. */
    async redeem(email: string, purpose: AuthCodePurpose, code: string): Promise<AuthCodeRow> {
      const result = await authCodes.consume(email, purpose, hashSecret(code), now());
      if (!result.ok) throw badRequest(...codeProblems[result.reason]);
      return result.code;
    },

    /**
     * Redeems a code without its address (the spec's form of activate and recover). Every wrong
     * code counts against the global and the client's budget; a spent budget answers 429 before
     * the look-up, so not even a right guess gets through then.
     */
    async redeemByCode(purpose: AuthCodePurpose, code: string, client: string): Promise<AuthCodeRow> {
      options.guessBudget.check(client);
      const result = await authCodes.consumeByCode(purpose, hashSecret(code), now());
      if (!result.ok) {
        if (result.reason === 'unknown') options.guessBudget.fail(client);
        throw badRequest(...codeProblems[result.reason]);
      }
      return result.code;
    },
  };
}
export type MailedCodes = ReturnType<typeof createMailedCodes>;
