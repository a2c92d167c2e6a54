import { LISTING_STATUS_BADGES, type ListingStatus } from '@trove/core/listing';
import { cx } from '../../styles/cx';

export interface ListingStatusBadgeProps {
  status: ListingStatus;
  /** Default: core's label of the status. */
  label?: string | undefined;
  className?: string | undefined;
}

/**
 * A listing's status as a badge in core's colour of it (seed 000 §3: pending and archived grey,
 * expired and scheduled yellow, active green): `.trove-listing-status--{colour}`, with the status
 * as a second modifier for themes that restyle one status.
 */
export function ListingStatusBadge({ status, label, className }: ListingStatusBadgeProps) {
  const badge = LISTING_STATUS_BADGES[status];
  return (
    <span
      className={cx(
        'trove-badge',
        'trove-listing-status',
        `trove-listing-status--${badge.colour}`,
        `trove-listing-status--${status}`,
        className,
      )}
    >
      {label ?? badge.label}
    </span>
  );
}
