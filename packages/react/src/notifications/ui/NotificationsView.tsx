import type { Page } from '@trove/core';
import { NOTIFICATIONS_PAGE_SIZE, type Notification, type NotificationName } from '@trove/core/auth';
import { formatDistance } from 'date-fns';
import { Fragment, type ReactNode } from 'react';
import { pageCountOf } from '../../shell/pagination';
import { type LinkComponent, PlainLink } from '../../shell/ui/linkComponent';
import { type PaginationTranslations, PaginationView } from '../../shell/ui/PaginationView';
import { TitledSection } from '../../shell/ui/TitledSection';
import { cx } from '../../styles/cx';

/** The item a notification is about (`data.item`), when it names one. */
export interface NotificationItem {
  id: number;
  name: string;
  /** The item's page on the site (its gallery URL), when the server gives it. */
  url?: string | undefined;
}

/** One message per notification name; `{item}` stands for the item's name. */
export type NotificationTemplates = Record<NotificationName, string>;

export const notificationTemplates: NotificationTemplates = {
  auction_closed_successful: 'The auction for {item} has closed successfully.',
  auction_closed_unsuccessful: 'The auction for {item} has closed without a sale.',
  auction_closed_watchlisted: 'An auction on your watchlist has closed: {item}.',
  auction_closing_soon: 'The auction for {item} is closing soon.',
  auction_outbid: 'You have been outbid on {item}.',
  comment_approved: 'Your comment on {item} has been approved.',
  comment_pending: 'A comment on {item} is waiting for approval.',
  game_entry_scored: 'Your game entry has been scored.',
  game_finished: 'A game you entered has finished.',
  game_new_item: 'A new game is ready to play.',
  game_result_updated: 'Your game results have been updated.',
  item_comment: 'There is a new comment on {item}.',
  item_liked: 'Someone liked {item}.',
  pledge_created: 'A pledge has been made.',
};

export interface NotificationsTranslations extends PaginationTranslations {
  title: string;
  message: string;
  age: string;
  status: string;
  read: string;
  markAsRead: string;
  anItem: string;
  loading: string;
  failed: string;
  empty: string;
  templates: NotificationTemplates;
}

export const notificationsTranslations: NotificationsTranslations = {
  title: 'Notifications',
  message: 'Message',
  age: 'Age',
  status: 'Read',
  read: 'Read',
  markAsRead: 'Mark as read',
  anItem: 'an item',
  loading: 'Loading',
  failed: 'Sorry, your notifications could not be loaded.',
  empty: 'No results found',
  templates: notificationTemplates,
  label: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: (page) => `Page ${page}`,
};

type Slot = 'root' | 'title' | 'table' | 'row' | 'unread' | 'tick' | 'pagination';

export interface NotificationsViewProps {
  /** The current page; `undefined` while it loads. */
  notifications: Page<Notification> | undefined;
  /** The page shown, from 1. */
  page: number;
  onPageChange?: (page: number) => void;
  /** Clicking an unread notification's tick. */
  onAcknowledge?: (id: number) => void;
  /** Notifications being acknowledged right now. */
  acknowledging?: readonly number[];
  /** The notifications could not be loaded. */
  failed?: boolean;
  /** Ages are counted from this time. Default: now. */
  now?: Date;
  /**
   * Where a notification's item links (any notification naming an item: outbid, closed, comment…).
   * Default: the item's `url` when the server gives one, else `/item/{id}` (the site redirects it).
   */
  itemHref?: (item: NotificationItem) => string;
  /** Default: 50, the spec's. */
  pageSize?: number;
  linkComponent?: LinkComponent;
  classNames?: Partial<Record<Slot, string>>;
  translations?: Partial<NotificationsTranslations>;
}

const defaultItemHref = (item: NotificationItem) => item.url ?? `/item/${item.id}`;

function itemOf(notification: Notification): NotificationItem | undefined {
  const item = notification.data.item;
  if (typeof item !== 'object' || item === null) return undefined;
  const { id, name, url } = item as Record<string, unknown>;
  if (typeof id !== 'number' || typeof name !== 'string') return undefined;
  // only a path on this site: a notification never sends the member elsewhere
  const path = typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : undefined;
  return { id, name, url: path };
}

function ageOf(date: string, now: Date): string {
  const created = new Date(date);
  return Number.isNaN(created.getTime()) ? '' : formatDistance(created, now, { addSuffix: true });
}

/** The member's notifications, 50 a page: each message, its age and a read tick (click to mark read). */
export function NotificationsView({
  notifications,
  page,
  onPageChange,
  onAcknowledge,
  acknowledging = [],
  failed = false,
  now,
  itemHref = defaultItemHref,
  pageSize = NOTIFICATIONS_PAGE_SIZE,
  linkComponent: Link = PlainLink,
  classNames = {},
  translations,
}: NotificationsViewProps) {
  const t: NotificationsTranslations = {
    ...notificationsTranslations,
    ...translations,
    templates: { ...notificationTemplates, ...translations?.templates },
  };
  const at = now ?? new Date();
  const message = (notification: Notification): ReactNode => {
    const item = itemOf(notification);
    // every notification about an item links to it (the spec names comment_approved; an outbid or
    // a closed auction is as much worth opening)
    const itemNode = item ? <Link href={itemHref(item)}>{item.name}</Link> : t.anItem;
    const parts = t.templates[notification.name].split('{item}');
    return parts.map((part, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one template never reorder
      <Fragment key={index}>
        {index > 0 && itemNode}
        {part}
      </Fragment>
    ));
  };
  return (
    <TitledSection
      block="notifications"
      title={t.title}
      classNames={classNames}
      failed={failed}
      failedText={t.failed}
      data={notifications}
      loadingText={t.loading}
    >
      {(notifications, titleId) => (
        <>
          <table
            className={cx('trove-table', 'trove-table--cards', classNames.table)}
            aria-labelledby={titleId}
          >
            <thead>
              <tr>
                <th scope="col">{t.message}</th>
                <th scope="col">{t.age}</th>
                <th scope="col" className="trove-table__narrow">
                  {t.status}
                </th>
              </tr>
            </thead>
            <tbody>
              {notifications.results.length === 0 ? (
                <tr>
                  <td colSpan={3} className="trove-table__empty">
                    {t.empty}
                  </td>
                </tr>
              ) : (
                notifications.results.map((notification) => {
                  const read = notification.date_acknowledged !== null;
                  return (
                    <tr
                      key={notification.id}
                      className={cx(
                        'trove-notifications__row',
                        !read && 'trove-notifications__row--unread',
                        classNames.row,
                        !read && classNames.unread,
                      )}
                    >
                      <td data-label={t.message}>{message(notification)}</td>
                      <td data-label={t.age}>
                        <time dateTime={notification.date_created}>
                          {ageOf(notification.date_created, at)}
                        </time>
                      </td>
                      <td data-label={t.status} className="trove-table__narrow">
                        {read ? (
                          <span role="img" aria-label={t.read} className={cx('trove-tick', classNames.tick)}>
                            ✓
                          </span>
                        ) : (
                          <button
                            type="button"
                            aria-label={t.markAsRead}
                            className={cx('trove-tick', 'trove-tick--unread', classNames.tick)}
                            disabled={acknowledging.includes(notification.id)}
                            onClick={() => onAcknowledge?.(notification.id)}
                          />
                        )}
                      </td>
                    </tr>
                  );
                })
              )}
            </tbody>
          </table>
          <PaginationView
            page={page}
            pageCount={pageCountOf(notifications.count, pageSize)}
            onPageChange={onPageChange}
            translations={t}
            classNames={{ root: classNames.pagination }}
          />
        </>
      )}
    </TitledSection>
  );
}
