import { type APIRequestContext, expect } from '@playwright/test';

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  created: string;
}

/** The newest message sent to `to` whose text holds a link to `pathPrefix`, as a path on the site. */
export async function linkFromOutbox(
  request: APIRequestContext,
  to: string,
  pathPrefix: string,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox/?to=${encodeURIComponent(to)}`);
      const messages = (await response.json()) as OutboxMessage[];
      for (const message of messages) {
        const match = message.text.match(new RegExp(`https?://[^\\s"<>]*(${pathPrefix}[^\\s"<>]*)`));
        if (match?.[1]) {
          link = match[1];
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return link as string;
}

/** A fresh address per test, so tests can run in parallel against one server. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.nz`;
}
