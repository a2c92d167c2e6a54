import { desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { outbox } from '../db/schema';
import type { MailMessage } from './mailer';

export interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  created: Date;
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

export function createOutboxRepository(db: Database) {
  return {
    async insert(message: MailMessage, created: Date, tx: Executor = db): Promise<void> {
      await tx.insert(outbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        kind: message.kind,
        created,
      });
    },

    /** Newest first; only the messages to `to` (any case) when given. */
    async list(to: string | undefined, tx: Executor = db): Promise<OutboxEntry[]> {
      return tx
        .select({ to: outbox.to, subject: outbox.subject, text: outbox.text, created: outbox.created })
        .from(outbox)
        .where(to === undefined ? undefined : eq(sql`lower(${outbox.to})`, to.toLowerCase()))
        .orderBy(desc(outbox.created), desc(outbox.id));
    },
  };
}
