import { useMutation, useQuery } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import { type ReportTarget, type WatchdogReason, watchdogMessages } from '@trove/core/community';
import { useEffect, useRef } from 'react';
import { useToast } from '../toast/useToast';
import { watchdogReasonsQueryKey } from './communityQueryKeys';
import { WatchdogModalView, type WatchdogModalViewProps } from './ui/WatchdogModalView';
import { useCommunityApi } from './useCommunityApi';

export interface WatchdogModalProps
  extends Pick<WatchdogModalViewProps, 'listingName' | 'className' | 'translations'> {
  /** The listing reported (core's `reportTarget` of the route); null: nothing is sent and the modal closes. */
  target: ReportTarget | null;
  /** Closed: after the report is sent, on Cancel, or at once without a listing. */
  onClose: () => void;
}

/**
 * The watchdog modal over the API: the reasons (`GET /api/watchdog/reasons/`), then the report
 * (`POST /api/watchdog/report/`); sent, the toast says Watchdog submission created. and it closes.
 */
export function WatchdogModal({ target, onClose, ...view }: WatchdogModalProps) {
  const api = useCommunityApi();
  const toast = useToast();
  const close = useRef(onClose);
  close.current = onClose;
  const reasons = useQuery<WatchdogReason[], ApiError>({
    queryKey: watchdogReasonsQueryKey,
    queryFn: () => api.reasons(),
    enabled: target !== null,
  });
  const report = useMutation<void, ApiError, { text: string; reasons: number[] }>({
    mutationFn: async (input) => {
      if (target) await api.report({ ...input, ...target });
    },
    onSuccess: () => {
      toast.success(watchdogMessages.created);
      close.current();
    },
  });
  useEffect(() => {
    if (target === null) close.current();
  }, [target]);
  if (target === null) return null;
  return (
    <WatchdogModalView
      {...view}
      reasons={reasons.data ?? (reasons.isError ? [] : undefined)}
      sending={report.isPending}
      error={report.isError ? report.error.message || watchdogMessages.failed : null}
      onSubmit={(input) => report.mutate(input)}
      onClose={onClose}
    />
  );
}
