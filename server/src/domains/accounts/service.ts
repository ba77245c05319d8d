import type { Locale } from '../../../../src/core/contract/locales';
import type { EmailLinkSent } from '../../../../src/core/contract/types-accounts';
import type { Db } from '../../db/types';
import { validationError } from '../../http/errors';
import { mobileTaken } from '../../repos/accounts/members';
import { createCaptchas } from '../../services/auth/captcha';
import { createPowCaptcha } from '../../services/auth/captcha-pow';
import { clearLockouts } from '../../services/auth/lockouts';
import { createProbeThrottle, probeSubject, type Probe } from '../../services/auth/probe-throttle';
import { createSessions } from '../../services/auth/sessions';
import { createSignupThrottle } from '../../services/auth/signup-throttle';
import { createLoginThrottle } from '../../services/auth/throttle';
import type { MailTransport } from '../../services/mail/mail-transport';
import { createAccountService } from '../../services/members/account-service';
import { assertProvedContact, createEmailVerification } from '../../services/members/email-verification';
import { createMemberService } from '../../services/members/member-service';
import { createSmsCodes } from '../../services/sms/sms-codes';
import type { SmsTransport } from '../../services/sms/sms-transport';

/** The page a verification link opens (src/storefront/routes.ts `verifyEmail`). */
export const VERIFY_EMAIL_PAGE = '/verify-email';

export interface AccountsDeps {
  db: Db;
  clock: () => number;
  smsTransport: SmsTransport;
  mailTransport: MailTransport;
  /** `/path` → absolute URL on the configured public URL */
  absoluteUrl: (path: string) => string;
  /** CAPTCHA_HMAC_KEY; the key kept in the database when undefined */
  captchaKey: string | undefined;
}

/**
 * Accounts and sessions: login and its throttles and captchas, registration, SMS codes, password
 * recovery, profile and security, email verification. Every other domain's guard asks `sessions`.
 */
export function createAccountsService({ db, clock, smsTransport, mailTransport, absoluteUrl, captchaKey }: AccountsDeps) {
  const sessions = createSessions(db, clock);
  const sms = createSmsCodes(db, clock, smsTransport);
  const verification = createEmailVerification(db, clock, mailTransport);
  const probes = createProbeThrottle(db, clock);
  const signups = createSignupThrottle(db, clock);
  return {
    sessions,
    /** password login, the member's own info, its language */
    members: createMemberService(db, sessions),
    /** registration, SMS login, recovery, profile, security, wallet */
    account: createAccountService(db, clock, sessions, sms),
    sms,
    loginThrottle: createLoginThrottle(db, clock),
    /** answers about whether an account exists, counted per IP and identifier (issue 9) */
    probes,
    /** sign-ups per IP (issue 9) */
    signups,
    captchas: createCaptchas(db, clock),
    pow: createPowCaptcha(db, clock, captchaKey),
    verification,

    /**
     * Mails a verification link. The link is built like every absolute URL of a reply
     * (PUBLIC_URL when set), so the page that confirms is on the storefront's own origin.
     */
    sendVerificationLink(memberId: number, lang: Locale, ip: string): Promise<EmailLinkSent> {
      return verification.send(memberId, lang, ip, (token) => absoluteUrl(`${VERIFY_EMAIL_PAGE}?token=${token}`));
    },

    /**
     * A sign-up: one of the IP's registrations, then its "is it taken" answers. A failure gives the
     * registration back and keeps the answers; a new account is counted as a registration only.
     */
    async signingUp<T>(ip: string, subjects: string[], register: () => Promise<T>): Promise<T> {
      // Both limits are checked and written in one transaction (the registration's lock first, as
      // only here is it taken with the answers' locks), so a refusal by either writes nothing.
      const [slotId, probeIds] = await db.tx(async (q) => [await signups.take(q, ip), await probes.take(q, ip, subjects)] as const);
      const slot = await signups.reserved(slotId);
      const probe: Probe = await probes.counted(probeIds);
      let created: T;
      try {
        created = await register();
      } catch (error) {
        await slot.release();
        throw error;
      }
      await probe.release();
      return created;
    },

    /** Changing the email answers whether the new one is taken: counted like the other existence answers. */
    async probeEmailChange(ip: string, memberId: number, email: string | undefined): Promise<boolean> {
      if (!email) return false;
      const { email: current } = await verification.state(memberId);
      if (email.toLowerCase() === current.toLowerCase()) return false;
      await probes.begin(ip, [probeSubject('email', email)]);
      return true;
    },

    /** A birthday (Unix seconds) must not be in the future. */
    checkBirthday(birthday: number | undefined): void {
      if (birthday !== undefined && birthday * 1000 > clock()) throw validationError('accountsBirthdayInvalid', { field: 'birthday' });
    },

    clearLockouts: (memberId: number): Promise<void> => clearLockouts(db, memberId),
    /** checkout and free coupons: refused until the account proved a contact */
    assertProvedContact: (memberId: number): Promise<void> => assertProvedContact(db, memberId),
    mobileTaken: (mobile: string): Promise<boolean> => mobileTaken(db, mobile),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
