import { isAdmin, organisationsAdministered } from '../permissions/permissions';
import type { IncrementBand } from './engine';

type Editor = Parameters<typeof organisationsAdministered>[0];

/**
 * Who may set an organisation's increment table: its owners and admins, and the site's admins.
 * The server refuses anyone else; the site shows the page to exactly these members.
 */
export function mayEditIncrements(user: Editor, organisationId: number): boolean {
  return isAdmin(user) || organisationsAdministered(user).some((o) => o.id === organisationId);
}

/** Whether the member may set some organisation's table: the dashboard's Bid increments link. */
export function mayEditAnyIncrements(user: Editor): boolean {
  return isAdmin(user) || organisationsAdministered(user).length > 0;
}

/** The most bands an organisation's table may have. */
export const MAX_INCREMENT_BANDS = 30;

export const INCREMENT_MESSAGES = {
  empty: 'Give at least one band.',
  tooMany: `Give at most ${MAX_INCREMENT_BANDS} bands.`,
  firstFrom: 'The first band must start at 0.',
  ascending: 'Each band must start above the one before.',
  increment: 'Each increment must be at least 0.01.',
  /** Toasts of the editor. */
  saved: 'Increments saved',
  saveFailed: 'Error saving increments',
} as const;

/**
 * What is wrong with an increment table (minor units), as one message, or null when the engine can
 * use it: bands from 0 upwards, each starting above the one before, each increment at least a cent.
 * The server refuses a table with this message; a form shows it before sending.
 */
export function incrementTableError(bands: readonly IncrementBand[]): string | null {
  if (bands.length === 0) return INCREMENT_MESSAGES.empty;
  if (bands.length > MAX_INCREMENT_BANDS) return INCREMENT_MESSAGES.tooMany;
  if (bands[0]?.from !== 0) return INCREMENT_MESSAGES.firstFrom;
  for (const [index, band] of bands.entries()) {
    if (!Number.isInteger(band.increment) || band.increment < 1) return INCREMENT_MESSAGES.increment;
    const before = bands[index - 1];
    if (!Number.isInteger(band.from) || (before !== undefined && band.from <= before.from)) {
      return INCREMENT_MESSAGES.ascending;
    }
  }
  return null;
}
