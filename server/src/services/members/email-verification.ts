import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '../../../../src/core/contract/locales';
import { formatMessage } from '../../../../src/core/contract/messages';
import type { Db, Queryable } from '../../db/types';
import { notLoggedInError, ruleError } from '../../http/errors';
import { deleteLink, deleteLinksBefore, insertLink, listRecentLinks, useLink } from '../../repos/accounts/email-verifications';
import { findEmailState, lockMemberForMail, markEmailProved } from '../../repos/accounts/members';
import type { MailTransport } from '../mail/mail-transport';

/** Business constants of email verification (issue 9, item 9). */
export const EMAIL_VERIFICATION = {
  /** how long a link stays valid: long enough to read the mail tomorrow morning */
  ttlSeconds: 24 * 60 * 60,
  /** no second link to one address within this */
  resendSeconds: 60,
  /** links one member may receive in 24 hours, so nobody's inbox can be flooded through us */
  perMemberPerDay: 5,
} as const;

const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export interface EmailState {
  email: string;
  /** the email on file has been proved */
  verified: boolean;
  /** buying and taking coupons wait for a proved contact */
  mustVerify: boolean;
}

export async function emailState(q: Queryable, memberId: number): Promise<EmailState> {
  const row = await findEmailState(q, memberId);
  if (!row) throw notLoggedInError();
  return { email: row.email, verified: row.email !== '' && row.email_verified_at !== null, mustVerify: row.must_verify_email };
}

/** Checkout and free coupons: refused, saying what to do, until the account proved a contact. */
export async function assertProvedContact(q: Queryable, memberId: number): Promise<void> {
  const { email, mustVerify } = await emailState(q, memberId);
  if (!mustVerify) return;
  throw email ? ruleError('signupVerifyToBuy', { email }) : ruleError('signupVerifyToBuyNoEmail');
}

/**
 * Email verification: a single-use link per mail, valid 24 hours, kept only as the SHA-256 of its
 * token. An account registered by email may browse and fill its cart at once, but checkout and
 * free coupons wait until it proves the address (or binds a phone by SMS). Changing the email
 * makes it unproved again (repos/members.ts `updateMemberFields` does that in the same update).
 */
export function createEmailVerification(
  db: Db,
  clock: () => number,
  mail: MailTransport,
  reportFailure: (error: unknown) => void = (error) =>
    console.error(`[vitrina] mail not sent: ${error instanceof Error ? error.message : String(error)}`),
) {
  const now = () => Math.floor(clock() / 1000);

  return {
    state: (memberId: number) => emailState(db, memberId),

    /**
     * Mails a new link for the member's current email. The limits are checked and the link stored
     * in one transaction holding the member's row, so parallel resends cannot pass the limit.
     */
    async send(memberId: number, lang: Locale, ip: string, linkTo: (token: string) => string): Promise<{ email: string; hours: number }> {
      const token = randomBytes(32).toString('base64url');
      let t = now();
      const member = await db.tx(async (q) => {
        const row = await lockMemberForMail(q, memberId);
        // read once the row is held: a resend that waited for it must not see the winner's link
        // as written in its future ('Wait 61 s')
        t = now();
        if (!row) throw notLoggedInError();
        if (row.email === '') throw ruleError('signupEmailMissing', { field: 'email' });
        if (row.email_verified_at !== null) throw ruleError('signupEmailAlreadyVerified', { email: row.email });
        const recent = await listRecentLinks(q, memberId, t - 24 * 3600);
        // the minute is per address: a member who just changed the email gets the new link at once
        const last = recent.find((link) => link.email.toLowerCase() === row.email.toLowerCase());
        // a link stamped by a node whose clock runs a little ahead is 0 s old, never -1 s
        const age = last ? Math.max(0, t - last.created_at) : EMAIL_VERIFICATION.resendSeconds;
        if (age < EMAIL_VERIFICATION.resendSeconds)
          throw ruleError('signupEmailTooSoon', { seconds: EMAIL_VERIFICATION.resendSeconds - age });
        if (recent.length >= EMAIL_VERIFICATION.perMemberPerDay) throw ruleError('signupEmailDailyLimit');
        await insertLink(q, {
          tokenHash: tokenHash(token),
          memberId,
          email: row.email,
          ip,
          at: t,
          expiresAt: t + EMAIL_VERIFICATION.ttlSeconds,
        });
        return row;
      });
      await deleteLinksBefore(db, t - 7 * 24 * 3600);
      const hours = EMAIL_VERIFICATION.ttlSeconds / 3600;
      const name = member.nickname || member.username;
      try {
        await mail.send({
          to: member.email,
          subject: formatMessage('signupMailSubject', lang),
          text: formatMessage('signupMailBody', lang, { name, email: member.email, link: linkTo(token), hours }),
        });
      } catch (error) {
        // The link never left: forget it, so it counts against no wait or limit.
        await deleteLink(db, tokenHash(token));
        reportFailure(error);
        throw ruleError('signupEmailSendFailed');
      }
      return { email: member.email, hours };
    },

    /**
     * Marks the email proved. One conditional update uses the link (so two clicks, or two tabs,
     * confirm once), and the member's email must still be the one the link was sent to.
     */
    async confirm(token: string): Promise<{ memberId: number; email: string }> {
      const t = now();
      return db.tx(async (q) => {
        const link = await useLink(q, tokenHash(token), t);
        if (!link) throw ruleError('signupEmailLinkInvalid', { field: 'token' });
        // The member changed the email since this link was sent: it proves an address no longer on file.
        if (!(await markEmailProved(q, link.member_id, link.email, t))) throw ruleError('signupEmailLinkInvalid', { field: 'token' });
        return { memberId: link.member_id, email: link.email };
      });
    },
  };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
