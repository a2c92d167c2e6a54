import { createContext } from 'react';
import type { TroveToastQueue } from './toastQueue';

export const ToastContext = /* @__PURE__ */ createContext<TroveToastQueue | null>(null);
