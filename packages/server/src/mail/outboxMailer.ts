import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Mailer } from './mailer';
import type { OutboxRepository } from './outboxRepository';

export interface OutboxMailerOptions {
  repository: OutboxRepository;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Also log the text, links included: handy on a laptop, a leak in production. Default false. */
  logText?: boolean;
}

/** The default mailer: keeps every message in the outbox table, where developers and tests read it. */
export function createOutboxMailer({ repository, clock, log, logText = false }: OutboxMailerOptions): Mailer {
  return {
    async send(message) {
      await repository.insert(message, clock.now());
      const { to, subject, kind, text } = message;
      log.info(logText ? { to, subject, kind, text } : { to, subject, kind }, 'Mail kept in the outbox');
    },
  };
}
