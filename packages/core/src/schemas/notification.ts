import * as z from 'zod/mini';

export const NOTIFICATION_NAMES = [
  'auction_closed_successful',
  'auction_closed_unsuccessful',
  'auction_closed_watchlisted',
  'auction_closing_soon',
  'auction_outbid',
  'comment_approved',
  'comment_pending',
  'game_entry_scored',
  'game_finished',
  'game_new_item',
  'game_result_updated',
  'item_comment',
  'item_liked',
  'pledge_created',
] as const;

export const notificationNameSchema = z.enum(NOTIFICATION_NAMES);
export type NotificationName = z.infer<typeof notificationNameSchema>;

export const notificationSchema = z.object({
  id: z.int(),
  name: notificationNameSchema,
  date_created: z.string(),
  date_acknowledged: z.nullable(z.string()),
  data: z.record(z.string(), z.unknown()),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Notifications, email notifications, lots, referrals: 50 a page. */
export const NOTIFICATIONS_PAGE_SIZE = 50;
