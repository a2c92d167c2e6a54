import { eventAddress, type ItemAddress, type ItemDetail } from '@trove/core/gallery';
import { descriptionText, type HeadImage, type PageHead } from './headTags';

/** §9: structured-data and gallery images are 1500x1500 (the detail's image URLs). */
const IMAGE_SIZE = 1500;

const SCHEMA_ORG = 'https://schema.org';

/** The detail's images (not its videos), at absolute URLs. */
function imageUrls(detail: ItemDetail, origin: string): string[] {
  return detail.images
    .filter((image) => image.media_type === 'image')
    .map((image) => new URL(image.url, origin).href);
}

function postalAddress(address: Pick<ItemAddress, 'line1' | 'line2' | 'city' | 'state' | 'country'>) {
  const street = [address.line1, address.line2].filter(Boolean).join(', ');
  return {
    '@type': 'PostalAddress',
    ...(street && { streetAddress: street }),
    ...(address.city && { addressLocality: address.city }),
    ...(address.state && { addressRegion: address.state }),
    ...(address.country && { addressCountry: address.country }),
  };
}

/**
 * The offer of an item: its asking price while for sale, its realisation price once sold; none
 * for a listing without a price (items of interest).
 */
function offerOf(detail: ItemDetail, url: string) {
  const [price, currency] = detail.sold
    ? [detail.realisation_price ?? detail.price, detail.realisation_currency ?? detail.currency]
    : [detail.price, detail.currency];
  if (price === null || currency === null) return undefined;
  return {
    '@type': 'Offer',
    url,
    price,
    priceCurrency: currency,
    availability: `${SCHEMA_ORG}/${detail.sold ? 'SoldOut' : detail.for_sale ? 'InStock' : 'OutOfStock'}`,
  };
}

function structuredDataOf(detail: ItemDetail, url: string, images: string[], description: string) {
  const common = {
    name: detail.title,
    url,
    ...(description && { description }),
    ...(images.length > 0 && { image: images }),
  };
  switch (detail.item_type) {
    case 'ITEM': {
      const offer = offerOf(detail, url);
      return {
        '@context': SCHEMA_ORG,
        '@type': 'Product',
        ...common,
        ...(detail.sku && { sku: detail.sku }),
        ...(detail.category && { category: detail.category }),
        ...(offer && { offers: offer }),
      };
    }
    case 'EVENT': {
      const address = eventAddress(detail.addresses);
      return {
        '@context': SCHEMA_ORG,
        '@type': 'Event',
        ...common,
        ...(detail.date_start && { startDate: detail.date_start }),
        ...(detail.date_end && { endDate: detail.date_end }),
        eventAttendanceMode: `${SCHEMA_ORG}/OfflineEventAttendanceMode`,
        eventStatus: `${SCHEMA_ORG}/EventScheduled`,
        location: {
          '@type': 'Place',
          name: address?.description || address?.line1 || detail.city || detail.title,
          address: postalAddress(
            address ?? { line1: null, line2: null, city: detail.city, state: null, country: detail.country },
          ),
        },
      };
    }
    case 'ORGANISATION':
      // Only what the detail shows a visitor: its contact details and addresses are for members
      // with view_organisation_contact_details, and the detail leaves them out.
      return {
        '@context': SCHEMA_ORG,
        '@type': 'Organization',
        ...common,
        ...(images[0] && { logo: images[0] }),
        ...(detail.website && { sameAs: [detail.website] }),
      };
  }
}

export interface HeadContext {
  /** The site's public origin, `https://trove.example`. */
  origin: string;
  siteName: string;
}

/** The head of a listing's page: its detail as an anonymous visitor is shown it. */
export function listingHead(detail: ItemDetail, { origin, siteName }: HeadContext): PageHead {
  const url = new URL(detail.absolute_url, origin).href;
  const images = imageUrls(detail, origin);
  const description =
    descriptionText(detail.description) ||
    descriptionText([detail.category, detail.city, detail.country].filter(Boolean).join(', '));
  const image: HeadImage | undefined = images[0]
    ? { url: images[0], width: IMAGE_SIZE, height: IMAGE_SIZE, alt: detail.title }
    : undefined;
  const offer = detail.item_type === 'ITEM' ? offerOf(detail, url) : undefined;
  return {
    title: detail.title,
    siteName,
    description: description || siteName,
    canonicalUrl: url,
    openGraphType: detail.item_type === 'ITEM' ? 'product' : 'website',
    image,
    price: offer && { amount: offer.price, currency: offer.priceCurrency },
    structuredData: [structuredDataOf(detail, url, images, description)],
  };
}
