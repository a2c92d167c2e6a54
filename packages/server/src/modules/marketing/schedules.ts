import type { Schedule } from '@trove/core/gallery';
import { z } from 'zod';
import { invalidChoice } from '../../http/invalidChoice';

/**
 * How often a saved search may be mailed (`GET /api/marketing-schedules/`). Never is a saved
 * search's `schedule: null` and is not listed; the clients label it themselves.
 */
export const MARKETING_SCHEDULES = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
] as const satisfies readonly Schedule[];

export type ScheduleValue = (typeof MARKETING_SCHEDULES)[number]['value'];

export const SCHEDULE_VALUES = MARKETING_SCHEDULES.map((schedule) => schedule.value) as [
  ScheduleValue,
  ...ScheduleValue[],
];

/** A schedule field: one of the values, in Django REST Framework's words when it is not. */
export function scheduleField(required: string) {
  return z.enum(SCHEDULE_VALUES, {
    error: ({ input }) =>
      input === undefined || input === null || input === '' ? required : invalidChoice(input),
  });
}
