import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer';

export interface SmtpMailerOptions {
  /** Like `smtps://user:password@smtp.example:465`. */
  url: string;
  /** The sender, like `Trove <no-reply@trove.example>`. */
  from: string;
}

/** Sends over SMTP with nodemailer. */
export function createSmtpMailer({ url, from }: SmtpMailerOptions): Mailer {
  const transport = createTransport(url, { from });
  return {
    async send({ to, subject, text, html }) {
      await transport.sendMail({ to, subject, text, ...(html === undefined ? {} : { html }) });
    },
    async close() {
      transport.close();
    },
  };
}
