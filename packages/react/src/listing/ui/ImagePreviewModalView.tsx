import type { ExternalImage } from '@trove/core/listing';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { formatMoney } from '../../orders/ui/money';
import { ModalDialog } from '../../shell/ui/ModalDialog';
import { cx } from '../../styles/cx';
import { type ListingTranslations, listingTranslations } from './listingTranslations';

/** A print or licence of an image for sale (seed 001 §3 Image or media: products). */
export interface ImageProduct {
  title: string;
  price: string;
  url: string;
  option?: string | null | undefined;
}

/** An entry of the carousel: a listing's image or video, and what of it is for sale. */
export interface PreviewMedia extends ExternalImage {
  products?: readonly ImageProduct[] | undefined;
}

type Slot = 'modal' | 'stage' | 'controls' | 'actions';

export interface ImagePreviewModalViewProps {
  media: readonly PreviewMedia[];
  /** The entry shown, from 0. */
  index: number;
  onIndexChange?: ((index: number) => void) | undefined;
  /** `edit` offers Remove, Set for sale and Set as primary; `read-only` offers Buy this image. */
  mode?: 'read-only' | 'edit' | undefined;
  /** Set for sale shows with add_photo_for_sale. */
  canSetForSale?: boolean | undefined;
  /** The currency of the products' prices. Default: NZD. */
  currency?: string | undefined;
  isOpen?: boolean | undefined;
  onClose?: (() => void) | undefined;
  onBuy?: ((product: ImageProduct, media: PreviewMedia) => void) | undefined;
  onRemove?: ((index: number) => void) | undefined;
  /** Toggles the entry's is_for_sale. */
  onToggleForSale?: ((index: number) => void) | undefined;
  onSetPrimary?: ((index: number) => void) | undefined;
  classNames?: Partial<Record<Slot, string>> | undefined;
  translations?: Partial<ListingTranslations> | undefined;
}

/** A video's player page for an iframe (a `youtube` or `vimeo` entry's url is the video's id). */
function embedUrlOf(media: PreviewMedia): string | null {
  const id = encodeURIComponent(media.url);
  if (media.media_type === 'youtube') return `https://www.youtube-nocookie.com/embed/${id}`;
  if (media.media_type === 'vimeo') return `https://player.vimeo.com/video/${id}`;
  return null;
}

/**
 * The image preview modal (seed 001 §2): a carousel of a listing's images and videos (YouTube,
 * Vimeo, a video file) with previous, next and "n of total"; read-only, Buy this image for an image
 * with products; in edit mode Remove, Set for sale and Set as primary.
 */
export function ImagePreviewModalView({
  media,
  index,
  onIndexChange,
  mode = 'read-only',
  canSetForSale = false,
  currency = 'NZD',
  isOpen = true,
  onClose,
  onBuy,
  onRemove,
  onToggleForSale,
  onSetPrimary,
  classNames = {},
  translations,
}: ImagePreviewModalViewProps) {
  const t = { ...listingTranslations, ...translations };
  const total = media.length;
  const current = Math.min(Math.max(0, index), Math.max(0, total - 1));
  const entry = media[current];
  const go = (to: number) => onIndexChange?.((to + total) % total);
  const embed = entry ? embedUrlOf(entry) : null;
  const products = entry?.products ?? [];
  return (
    <ModalDialog
      title={entry?.caption || t.previewTitle}
      isOpen={isOpen}
      onClose={onClose}
      closeLabel={t.close}
      className={cx('trove-modal--large', 'trove-preview', classNames.modal)}
    >
      <section
        className={cx('trove-preview__stage', classNames.stage)}
        aria-roledescription="carousel"
        aria-label={t.previewTitle}
        onKeyDown={(event) => {
          if (total < 2) return;
          if (event.key === 'ArrowLeft') go(current - 1);
          if (event.key === 'ArrowRight') go(current + 1);
        }}
      >
        {entry &&
          (embed ? (
            <iframe
              key={entry.url}
              className="trove-preview__video"
              src={embed}
              title={`${t.video} ${current + 1}`}
              allow="autoplay; fullscreen; picture-in-picture"
              allowFullScreen
            />
          ) : entry.media_type === 'video' ? (
            // biome-ignore lint/a11y/useMediaCaption: a member's own video, without captions to offer
            <video key={entry.url} className="trove-preview__video" src={entry.url} controls />
          ) : (
            <img
              key={entry.url}
              className="trove-preview__image"
              src={entry.url}
              alt={entry.caption || t.imageAlt(current + 1)}
            />
          ))}
      </section>
      <div className={cx('trove-preview__controls', classNames.controls)}>
        <button type="button" className="trove-button" disabled={total < 2} onClick={() => go(current - 1)}>
          {t.previous}
        </button>
        <p className="trove-preview__position" aria-live="polite">
          {total > 0 ? t.position(current + 1, total) : ''}
        </p>
        <button type="button" className="trove-button" disabled={total < 2} onClick={() => go(current + 1)}>
          {t.next}
        </button>
      </div>
      {entry && (
        <div className={cx('trove-actions', 'trove-preview__actions', classNames.actions)}>
          {entry.primary && <span className="trove-badge trove-uploader__primary">{t.primary}</span>}
          {entry.is_for_sale && mode === 'edit' && <span className="trove-badge">{t.forSale}</span>}
          {mode === 'read-only' && entry.is_for_sale && products.length > 0 && (
            <MenuTrigger>
              <Button className="trove-button trove-button--primary">{t.buyThisImage}</Button>
              <Popover className="trove-popover" placement="top">
                <Menu
                  className="trove-menu"
                  aria-label={t.buyThisImage}
                  onAction={(key) => {
                    const product = products.find((candidate) => candidate.url === key);
                    if (product) onBuy?.(product, entry);
                  }}
                >
                  {products.map((product) => (
                    <MenuItem key={product.url} id={product.url} className="trove-menu__item">
                      {product.title}
                      {product.option ? ` (${product.option})` : ''} {formatMoney(product.price, currency)}
                    </MenuItem>
                  ))}
                </Menu>
              </Popover>
            </MenuTrigger>
          )}
          {mode === 'edit' && (
            <>
              {!entry.primary && entry.media_type === 'image' && (
                <button type="button" className="trove-button" onClick={() => onSetPrimary?.(current)}>
                  {t.setPrimary}
                </button>
              )}
              {canSetForSale && entry.media_type === 'image' && (
                <button
                  type="button"
                  className="trove-button"
                  aria-pressed={Boolean(entry.is_for_sale)}
                  onClick={() => onToggleForSale?.(current)}
                >
                  {t.setForSale}
                </button>
              )}
              <button
                type="button"
                className="trove-button trove-button--danger"
                onClick={() => onRemove?.(current)}
              >
                {t.remove}
              </button>
            </>
          )}
        </div>
      )}
    </ModalDialog>
  );
}
