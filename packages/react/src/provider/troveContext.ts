import type { TroveClient } from '@trove/core';
import { createContext } from 'react';

export interface TroveContextValue {
  client: TroveClient;
}

export const TroveContext = createContext<TroveContextValue | null>(null);
