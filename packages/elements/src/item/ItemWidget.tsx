import { defaultSiteSettings, isApiError } from '@trove/core';
import type { ItemDetail } from '@trove/core/gallery';
import { formatPrice } from '@trove/core/gallery';
import {
  ItemPaneView,
  LoadingPaneView,
  useAuthToken,
  useGalleryItem,
  useSettings,
  useTroveClient,
} from '@trove/react';
import { BuyNowRowView, useItemCartState } from '@trove/react/cart';
import { useCartPopup } from '../cart/useCartPopup';
import { siteUrl } from '../gallery/itemOpen';
import { SiteLink } from '../siteLink';
import type { ItemAttributes } from './itemAttributes';

export interface ItemWidgetTranslations {
  /** The link to the item's page on the marketplace. */
  viewOnSite: (siteName: string) => string;
  notFound: string;
  notPublic: string;
  failed: string;
}

export const itemWidgetTranslations: ItemWidgetTranslations = {
  viewOnSite: (siteName) => `View this item on ${siteName}`,
  notFound: 'This item is no longer on the marketplace.',
  notPublic: 'This item is not public.',
  failed: 'Sorry an error occurred loading this item.',
};

/**
 * `<trove-item>`'s component: an item's pane (images, title, price and details) with its Buy Now
 * row, whose Add to Cart and View cart open the marketplace's cart page in a popup (signing in
 * and paying happen there), and a link to the item on the marketplace.
 */
export function ItemWidget({ itemId }: ItemAttributes) {
  const query = useGalleryItem({ itemType: 'ITEM', id: itemId });
  const { baseUrl } = useTroveClient();
  const { data: settings } = useSettings();
  const signedIn = useAuthToken() !== null;
  const t = itemWidgetTranslations;

  if (query.error) {
    const status = isApiError(query.error) ? query.error.status : 0;
    const text = status === 404 ? t.notFound : status === 403 ? t.notPublic : t.failed;
    return (
      <p role="alert" className="trove-item__error" part="status error">
        {text}
      </p>
    );
  }
  if (!query.data) return <LoadingPaneView />;
  const item = query.data;
  return (
    <div className="trove-item">
      <ItemPaneView
        item={item}
        signedIn={signedIn}
        defaultCurrency={settings?.default_currency}
        linkComponent={SiteLink}
        buyNow={buyNowOf(item)}
      />
      <p className="trove-item__site">
        <a
          className="trove-button trove-item__link"
          part="button link"
          href={siteUrl(item.absolute_url, baseUrl)}
        >
          {t.viewOnSite(settings?.site_name ?? defaultSiteSettings.site_name)}
        </a>
      </p>
    </div>
  );
}

/** The Buy Now row of an item with a product and a price (else the pane shows the price alone). */
function buyNowOf(item: ItemDetail) {
  const productUrl = item.products[0]?.url;
  if (!productUrl || item.price === null) return undefined;
  return <ConnectedBuyNow item={item} productUrl={productUrl} price={item.price} />;
}

function ConnectedBuyNow({
  item,
  productUrl,
  price,
}: {
  item: ItemDetail;
  productUrl: string;
  price: string;
}) {
  const state = useItemCartState(productUrl);
  const { data: settings } = useSettings();
  const currency = item.currency ?? settings?.default_currency ?? defaultSiteSettings.default_currency;
  const addThenCart = useCartPopup({ productUrl, itemName: item.title });
  const cart = useCartPopup();
  // a blocked popup: the cart page in a new tab
  const open = ({ open, href }: { open: () => boolean; href: string }) => {
    if (!open()) window.open(href, '_blank', 'noopener');
  };
  return (
    <BuyNowRowView
      price={formatPrice(price, currency)}
      state={state}
      onAdd={() => open(addThenCart)}
      onViewCart={() => open(cart)}
    />
  );
}
