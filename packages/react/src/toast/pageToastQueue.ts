import { createToastQueue, type TroveToastQueue } from './toastQueue';

let pageQueue: TroveToastQueue | undefined;

/** The page's toast queue, used where no `ToastProvider` gives one; created on first use. */
export function pageToastQueue(): TroveToastQueue {
  pageQueue ??= createToastQueue();
  return pageQueue;
}
