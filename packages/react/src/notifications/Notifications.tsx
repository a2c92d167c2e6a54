import { useState } from 'react';
import { NotificationsView, type NotificationsViewProps } from './ui/NotificationsView';
import { useAcknowledgeNotification } from './useAcknowledgeNotification';
import { useNotifications } from './useNotifications';

export interface NotificationsProps
  extends Omit<
    NotificationsViewProps,
    'notifications' | 'page' | 'onAcknowledge' | 'acknowledging' | 'failed'
  > {
  /** The page shown, when the site keeps it (e.g. in the URL); otherwise the component keeps it, from 1. */
  page?: number;
}

/** The member's notifications over the API: paged, and an unread one's tick marks it read. */
export function Notifications({ page: controlledPage, onPageChange, ...view }: NotificationsProps) {
  const [ownPage, setOwnPage] = useState(1);
  const page = controlledPage ?? ownPage;
  const notifications = useNotifications(page);
  const acknowledge = useAcknowledgeNotification();
  const [acknowledging, setAcknowledging] = useState<readonly number[]>([]);
  return (
    <NotificationsView
      {...view}
      notifications={notifications.data}
      failed={notifications.isError && !notifications.data}
      page={page}
      onPageChange={(next) => {
        setOwnPage(next);
        onPageChange?.(next);
      }}
      acknowledging={acknowledging}
      onAcknowledge={(id) => {
        setAcknowledging((ids) => [...ids, id]);
        acknowledge.mutate(id, {
          onSettled: () => setAcknowledging((ids) => ids.filter((other) => other !== id)),
        });
      }}
    />
  );
}
