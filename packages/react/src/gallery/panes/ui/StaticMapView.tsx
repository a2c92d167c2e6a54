import { type MapImageSize, safeHref } from '@trove/core/gallery';
import { useState } from 'react';
import { cx } from '../../../styles/cx';
import {
  type MapImageUrl,
  type MapLinkUrl,
  type PaneTranslations,
  paneTranslations,
} from './paneTranslations';

type Slot = 'root' | 'image' | 'address';

export interface StaticMapViewProps {
  /** The address on one line (core's `addressText`). */
  address: string;
  /** Core's `MAP_IMAGE_SIZES`: 144x144 for items and organisations, 360x135 for events. */
  size: MapImageSize;
  /** The map image's URL; without it, or when the image fails to load, only the address shows. */
  mapImageUrl?: MapImageUrl | undefined;
  /** Where the map image leads (a maps site's page of the address); without it the image is no link. */
  mapLinkUrl?: MapLinkUrl | undefined;
  classNames?: Partial<Record<Slot, string>>;
  translations?: Partial<Pick<PaneTranslations, 'mapOf'>>;
}

/** An address with a static map image above it, when a map provider is configured and answers. */
export function StaticMapView({
  address,
  size,
  mapImageUrl,
  mapLinkUrl,
  classNames = {},
  translations,
}: StaticMapViewProps) {
  const t = { ...paneTranslations, ...translations };
  const src = mapImageUrl?.(address, size) ?? null;
  const href = safeHref(mapLinkUrl?.(address));
  const [failed, setFailed] = useState<string | null>(null);
  const image = src !== null && failed !== src && (
    <img
      src={src}
      alt={t.mapOf(address)}
      width={size.width}
      height={size.height}
      loading="lazy"
      className={cx('trove-static-map__image', classNames.image)}
      onError={() => setFailed(src)}
    />
  );
  return (
    <div className={cx('trove-static-map', classNames.root)}>
      {image && href ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className="trove-static-map__link">
          {image}
        </a>
      ) : (
        image
      )}
      <p className={cx('trove-static-map__address', classNames.address)}>{address}</p>
    </div>
  );
}
