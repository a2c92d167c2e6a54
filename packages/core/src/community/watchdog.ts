/** The report modal's words (§8 Watchdog success, verbatim; the others in the same style). */
import { COMMUNITY_MESSAGES } from './schemas';

export const watchdogMessages = {
  created: COMMUNITY_MESSAGES.watchdogCreated,
  title: 'Report this listing',
  report: 'Report',
  submit: 'Send report',
  cancel: 'Cancel',
  text: 'Tell us more',
  failed: 'Sorry there was a problem sending your report, please try again',
} as const;

/** A watchdog reason (§3): id, text and the section it is listed under. */
export interface ReasonLike {
  id: number;
  text: string;
  section: string;
}

/** Reasons grouped into sections by consecutive section name (§9): a name met again later starts a new section. */
export function groupReasons<T extends ReasonLike>(
  reasons: readonly T[],
): { section: string; reasons: T[] }[] {
  const sections: { section: string; reasons: T[] }[] = [];
  for (const reason of reasons) {
    const last = sections.at(-1);
    if (last && last.section === reason.section) last.reasons.push(reason);
    else sections.push({ section: reason.section, reasons: [reason] });
  }
  return sections;
}

/** What a report names: one of item, event or organisation. */
export type ReportTarget = { item: number } | { event: number } | { organisation: number };

/**
 * The reported listing from `/watchdog?item=…` (also `event=`, `organisation=`): a positive whole
 * id, or null, in which case nothing is sent and the modal closes (§5).
 */
export function reportTarget(search: {
  item?: unknown;
  event?: unknown;
  organisation?: unknown;
}): ReportTarget | null {
  for (const key of ['item', 'event', 'organisation'] as const) {
    const value = search[key];
    const id =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && /^\d{1,9}$/.test(value)
          ? Number(value)
          : NaN;
    if (Number.isInteger(id) && id > 0) return { [key]: id } as ReportTarget;
  }
  return null;
}
