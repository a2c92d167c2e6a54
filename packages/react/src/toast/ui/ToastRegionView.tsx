import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegionPrimitive,
} from 'react-aria-components';
import { cx } from '../../styles/cx';
import type { TroveToastQueue } from '../toastQueue';

export interface ToastRegionTranslations {
  region: string;
  close: string;
}

export const toastRegionTranslations: ToastRegionTranslations = {
  // Not "Notifications": that names the member's notifications page, and landmarks need distinct names.
  region: 'Messages',
  close: 'Close',
};

type Slot = 'region' | 'toast' | 'title' | 'message' | 'close';

export interface ToastRegionViewProps {
  queue: TroveToastQueue;
  classNames?: Partial<Record<Slot, string>>;
  translations?: Partial<ToastRegionTranslations>;
}

/** Shows a toast queue's toasts (success, warning, error, info) in a landmark region; nothing while empty. */
export function ToastRegionView({ queue, classNames = {}, translations }: ToastRegionViewProps) {
  const t = { ...toastRegionTranslations, ...translations };
  return (
    <ToastRegionPrimitive
      queue={queue.queue}
      aria-label={t.region}
      className={cx('trove-root', 'trove-toast-region', classNames.region)}
    >
      {({ toast }) => (
        <Toast
          toast={toast}
          className={cx('trove-toast', `trove-toast--${toast.content.kind}`, classNames.toast)}
          data-kind={toast.content.kind}
        >
          <ToastContent className="trove-toast__content">
            {toast.content.title ? (
              <>
                <Text slot="title" className={cx('trove-toast__title', classNames.title)}>
                  {toast.content.title}
                </Text>
                <Text slot="description" className={cx('trove-toast__message', classNames.message)}>
                  {toast.content.message}
                </Text>
              </>
            ) : (
              <Text slot="title" className={cx('trove-toast__message', classNames.message)}>
                {toast.content.message}
              </Text>
            )}
          </ToastContent>
          <Button slot="close" aria-label={t.close} className={cx('trove-toast__close', classNames.close)}>
            <span aria-hidden="true">×</span>
          </Button>
        </Toast>
      )}
    </ToastRegionPrimitive>
  );
}
