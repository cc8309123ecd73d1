import nodemailer from 'nodemailer';
import type { AppDeps, Mailer } from '../http/app-env.ts';
import { HttpError } from '../http/envelope.ts';
import { logText } from '../http/log-text.ts';
import { CODE_TTL_MS } from './one-time-codes.ts';
import { emptyOutbox, writeOutbox } from './outbox.ts';

/**
 * How one-time codes reach people. Demo mode: the outbox (the log line and GET /api/dev/outbox).
 * Otherwise: an e-mail through nodemailer to SMTP_URL, from MAIL_FROM; the code is never logged nor
 * stored in clear. A send that fails or takes longer than MAIL_SEND_TIMEOUT_MS is logged (without the
 * code) and answered 503, so the person knows to try again. Built once at start-up (main.ts).
 */
export const MAIL_SEND_TIMEOUT_MS = 20_000;
export const MAIL_FAILED_MESSAGE = 'We could not send the e-mail with your code. Try again in a minute.';
export const MAIL_SUBJECT = 'Your sign-in code';

type MailerDeps = Pick<AppDeps, 'config' | 'db' | 'now' | 'log'>;

const TTL_MINUTES = CODE_TTL_MS / 60_000;

export function codeMessage(code: string) {
  return {
    subject: MAIL_SUBJECT,
    text: [
      'Your one-time code to sign in to the console:',
      '',
      `    ${code}`,
      '',
      `It is valid for ${TTL_MINUTES} minutes and works once.`,
      'If you did not ask for it, ignore this e-mail: nobody can sign in without the code.',
      '',
    ].join('\n'),
    html: `<p>Your one-time code to sign in to the console:</p>
<p style="font-size:1.5em;font-weight:bold;letter-spacing:.2em">${code}</p>
<p>It is valid for ${TTL_MINUTES} minutes and works once.</p>
<p>If you did not ask for it, ignore this e-mail: nobody can sign in without the code.</p>`,
  };
}

/** smtp://user:secret@mail.acme.example:587 → smtp://mail.acme.example:587 */
export function describeSmtpUrl(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.host}`;
  } catch {
    return 'the SMTP server';
  }
}

/** An error as the log may show it: its code and message, with the one-time code blanked out. */
const redacted = (error: unknown, code: string) => {
  const { message = String(error), code: errorCode } = (error ?? {}) as { message?: string; code?: string };
  const text = `${errorCode ? `${errorCode}: ` : ''}${message}`.split(code).join('******');
  return new Error(text);
};

function smtpMailer(deps: MailerDeps, smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, { from: deps.config.mailFrom });
  const destination = describeSmtpUrl(smtpUrl);
  return {
    destination,
    async sendCode(to, code) {
      try {
        await transport.sendMail({
          to,
          ...codeMessage(code),
          signal: AbortSignal.timeout(MAIL_SEND_TIMEOUT_MS),
        });
      } catch (error) {
        deps.log.error(
          `[mail] could not send a one-time code to ${logText(to)} through ${destination}`,
          redacted(error, code),
        );
        throw new HttpError(503, MAIL_FAILED_MESSAGE);
      }
      deps.log.info(`[mail] one-time code sent to ${logText(to)}`);
    },
  };
}

function outboxMailer(deps: MailerDeps): Mailer {
  return {
    destination: 'the demo outbox',
    async sendCode(to, code) {
      writeOutbox(deps, to, code);
    },
  };
}

/** Refuses every send: outside demo mode without SMTP_URL (readConfig stops such a start anyway). */
function missingMailer(deps: MailerDeps): Mailer {
  return {
    destination: 'nowhere (SMTP_URL is not set)',
    async sendCode(to) {
      deps.log.error(`[mail] could not send a one-time code to ${logText(to)}: SMTP_URL is not set`);
      throw new HttpError(503, MAIL_FAILED_MESSAGE);
    },
  };
}

export function createMailer(deps: MailerDeps): Mailer {
  if (deps.config.demoMode) return outboxMailer(deps);
  emptyOutbox(deps);
  return deps.config.smtpUrl ? smtpMailer(deps, deps.config.smtpUrl) : missingMailer(deps);
}
