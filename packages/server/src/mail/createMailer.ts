import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outboxMailer';
import type { OutboxRepository } from './outboxRepository';
import { createSmtpMailer } from './smtpMailer';

export interface DefaultMailerDeps {
  outbox: OutboxRepository;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** SMTP when `SMTP_URL` is set; otherwise the outbox table (and the log, outside production). */
export function createDefaultMailer(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'NODE_ENV'>,
  { outbox, clock, log }: DefaultMailerDeps,
): Mailer {
  if (config.SMTP_URL !== undefined)
    return createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM });
  const production = config.NODE_ENV === 'production';
  if (production) log.warn('SMTP_URL is not set: email is only kept in the outbox table, nobody receives it');
  return createOutboxMailer({ repository: outbox, clock, log, logText: !production });
}
