import { defaultSiteSettings } from '@trove/core';
import type { ItemDetail } from '@trove/core/gallery';
import { formatPrice } from '@trove/core/gallery';
import { useAuthToken } from '../auth/useAuthToken';
import { useSettings } from '../settings/useSettings';
import { BuyNowRowView, type BuyNowRowViewProps } from './ui/BuyNowRowView';
import { useAddToCart } from './useAddToCart';
import { useItemCartState } from './useItemCartState';

export interface BuyNowRowProps
  extends Omit<BuyNowRowViewProps, 'price' | 'state' | 'signedIn' | 'adding' | 'onAdd'> {
  /** The item shown (an item detail): its title, price and product. */
  item: Pick<ItemDetail, 'title' | 'price' | 'currency' | 'products'>;
  /** Anonymous visitors' Add to Cart: the site goes to login. */
  onLogin?: () => void;
}

/**
 * The Buy Now row over the API for an item with a product (`item.products[0]`); nothing for an
 * item without one. The item pane takes it through its `renderBuyNow` slot.
 */
export function BuyNowRow({ item, ...props }: BuyNowRowProps) {
  const productUrl = item.products[0]?.url;
  if (!productUrl || item.price === null) return null;
  return <ConnectedBuyNowRow item={item} productUrl={productUrl} price={item.price} {...props} />;
}

function ConnectedBuyNowRow({
  item,
  productUrl,
  price,
  ...view
}: BuyNowRowProps & { productUrl: string; price: string }) {
  const signedIn = useAuthToken() !== null;
  const state = useItemCartState(productUrl);
  const add = useAddToCart();
  const { data: settings } = useSettings();
  const currency = item.currency ?? settings?.default_currency ?? defaultSiteSettings.default_currency;
  return (
    <BuyNowRowView
      {...view}
      price={formatPrice(price, currency)}
      state={state}
      signedIn={signedIn}
      adding={add.isPending}
      onAdd={() => add.mutate({ productUrl, itemName: item.title })}
    />
  );
}
