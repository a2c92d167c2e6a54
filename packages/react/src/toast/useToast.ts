import { useContext } from 'react';
import { pageToastQueue } from './pageToastQueue';
import { ToastContext } from './toastContext';
import type { TroveToastQueue } from './toastQueue';

/**
 * The toast queue of the nearest `<ToastProvider>`, else the page's own queue. Either way a
 * `<ToastRegion />` rendered under the same provider (or under none) shows the toasts.
 */
export function useToast(): TroveToastQueue {
  return useContext(ToastContext) ?? pageToastQueue();
}
