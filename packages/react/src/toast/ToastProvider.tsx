import { type ReactNode, useState } from 'react';
import { ToastContext } from './toastContext';
import { createToastQueue, type TroveToastQueue } from './toastQueue';

export interface ToastProviderProps {
  /** Default: a new queue for this provider. */
  queue?: TroveToastQueue;
  children?: ReactNode;
}

/** Gives the components below their own toast queue; render a `<ToastRegion />` inside it to show the toasts. */
export function ToastProvider({ queue, children }: ToastProviderProps) {
  const [ownQueue] = useState(() => queue ?? createToastQueue());
  return <ToastContext.Provider value={queue ?? ownQueue}>{children}</ToastContext.Provider>;
}
