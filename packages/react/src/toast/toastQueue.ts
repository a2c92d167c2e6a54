import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export type ToastKind = 'success' | 'warning' | 'error' | 'info';

export interface ToastContent {
  kind: ToastKind;
  message: string;
  /** A heading above the message, e.g. "Approval required". */
  title?: string | undefined;
}

export interface ShowToastOptions {
  /** Milliseconds before the toast closes itself; `0` keeps it until closed. Default: the queue's. */
  timeout?: number;
  onClose?: () => void;
}

export interface ToastQueueOptions {
  /** Default timeout of every toast, in milliseconds. Default: 5000. */
  timeout?: number;
  /** How many toasts show at once; the rest wait their turn. Default: all. */
  maxVisibleToasts?: number;
}

/** Success, warning, error and info toasts. The same toast is never open twice. */
export interface TroveToastQueue {
  /** The react-aria queue that a `ToastRegion` renders. */
  readonly queue: ToastQueue<ToastContent>;
  /** Shows a toast, or returns the key of the identical one already open. */
  show(content: ToastContent, options?: ShowToastOptions): string;
  success(message: string, options?: ShowToastOptions): string;
  warning(message: string, options?: ShowToastOptions): string;
  error(message: string, options?: ShowToastOptions): string;
  info(message: string, options?: ShowToastOptions): string;
  close(key: string): void;
  clear(): void;
}

export const DEFAULT_TOAST_TIMEOUT_MS = 5000;

/** A toast queue; a page usually has one, given to a `ToastProvider`. */
export function createToastQueue(options: ToastQueueOptions = {}): TroveToastQueue {
  const queue = new ToastQueue<ToastContent>(
    options.maxVisibleToasts === undefined ? {} : { maxVisibleToasts: options.maxVisibleToasts },
  );
  // The spec: toasts do not open duplicates. Keyed by what the toast says, until it closes.
  const open = new Map<string, string>();
  const show = (content: ToastContent, { timeout, onClose }: ShowToastOptions = {}) => {
    const signature = JSON.stringify([content.kind, content.title ?? '', content.message]);
    const existing = open.get(signature);
    if (existing !== undefined) return existing;
    const ms = timeout ?? options.timeout ?? DEFAULT_TOAST_TIMEOUT_MS;
    const key = queue.add(content, {
      ...(ms > 0 ? { timeout: ms } : {}),
      onClose: () => {
        open.delete(signature);
        onClose?.();
      },
    });
    open.set(signature, key);
    return key;
  };
  const of =
    (kind: ToastKind) =>
    (message: string, toastOptions?: ShowToastOptions): string =>
      show({ kind, message }, toastOptions);
  return {
    queue,
    show,
    success: of('success'),
    warning: of('warning'),
    error: of('error'),
    info: of('info'),
    close: (key) => queue.close(key),
    clear: () => {
      open.clear();
      queue.clear();
    },
  };
}
