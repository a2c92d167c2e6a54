import type { ListingStatus } from '@trove/core/listing';
import { cx } from '../../styles/cx';
import { type ListingTranslations, listingTranslations } from './listingTranslations';

const LABELS: Record<ListingStatus, keyof ListingTranslations> = {
  pending: 'statusPending',
  active: 'statusActive',
  scheduled: 'statusScheduled',
  expired: 'statusExpired',
  archived: 'statusArchived',
};

export interface ListingStatusBadgeProps {
  status: ListingStatus;
  className?: string | undefined;
  translations?: Partial<ListingTranslations> | undefined;
}

/**
 * A listing's status as a badge. Its colour is the stylesheet's, per status
 * (`.trove-listing-status--{status}`: pending and archived grey, expired and scheduled yellow,
 * active green), so a theme can restyle one status.
 */
export function ListingStatusBadge({ status, className, translations }: ListingStatusBadgeProps) {
  const t = { ...listingTranslations, ...translations };
  return (
    <span className={cx('trove-badge', 'trove-listing-status', `trove-listing-status--${status}`, className)}>
      {t[LABELS[status]] as string}
    </span>
  );
}
