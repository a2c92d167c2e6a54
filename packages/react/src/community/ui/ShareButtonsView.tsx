import {
  SHARE_NETWORK_NAMES,
  SHARE_NETWORKS,
  type Shared,
  type ShareNetwork,
  shareUrl,
} from '@trove/core/community';
import { formatCount } from '@trove/core/gallery';
import { cx } from '../../styles/cx';
import { type CommunityTranslations, communityTranslations } from './communityTranslations';

export interface ShareButtonsViewProps {
  shared: Shared;
  /** Core's `shareAccess(...).real`: signed-in members share; anyone else is sent to log in. */
  real: boolean;
  /** Admins: each network's share count (the listing's `share_counters`). */
  counters?: Record<string, number> | null | undefined;
  /** A real share: counted once it opens. */
  onShare?: (network: ShareNetwork) => void;
  onLogin?: () => void;
  className?: string | undefined;
  translations?: Partial<CommunityTranslations>;
}

/** Share buttons for Facebook, Twitter, LinkedIn, Pinterest and email (§9); the real ones open the network. */
export function ShareButtonsView({
  shared,
  real,
  counters,
  onShare,
  onLogin,
  className,
  translations,
}: ShareButtonsViewProps) {
  const t = { ...communityTranslations, ...translations };
  return (
    <ul className={cx('trove-share', className)} aria-label={t.share}>
      {SHARE_NETWORKS.map((network) => {
        const name = `${t.shareOn} ${SHARE_NETWORK_NAMES[network]}`;
        const label = SHARE_NETWORK_NAMES[network];
        return (
          <li key={network} className="trove-share__entry">
            {real ? (
              <a
                className={cx('trove-share__button', `trove-share__button--${network}`)}
                href={shareUrl(network, shared)}
                target={network === 'email' ? undefined : '_blank'}
                rel="noopener noreferrer"
                aria-label={name}
                onClick={() => onShare?.(network)}
              >
                {label}
              </a>
            ) : (
              <button
                type="button"
                className={cx('trove-share__button', `trove-share__button--${network}`)}
                aria-label={name}
                onClick={onLogin}
              >
                {label}
              </button>
            )}
            {counters && (
              <span className="trove-share__count">
                {formatCount(counters[network] ?? 0)}
                <span className="trove-visually-hidden"> {t.shares}</span>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
