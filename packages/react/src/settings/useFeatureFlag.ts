import type { FeatureFlag } from '@trove/core';
import { useSettings } from './useSettings';

/** Whether a feature is on; `false` until the settings have loaded, so flagged UI never flashes. */
export function useFeatureFlag(flag: FeatureFlag): boolean {
  return useSettings().data?.features[flag] ?? false;
}
