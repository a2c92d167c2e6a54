import type { TroveClient } from '@trove/core';
import { useContext } from 'react';
import { TroveContext } from './troveContext';

/** The client of the nearest `<TroveProvider>`. */
export function useTroveClient(): TroveClient {
  const context = useContext(TroveContext);
  if (!context) {
    throw new Error(
      'Trove hooks and components need a <TroveProvider>: wrap your tree in <TroveProvider client={createTroveClient({ baseUrl })}>.',
    );
  }
  return context.client;
}
