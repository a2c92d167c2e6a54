import { defaultSiteSettings } from '@trove/core';
import { yearRange } from '@trove/core/gallery';
import { PlainLink } from '../../../shell/ui/linkComponent';
import { cx } from '../../../styles/cx';
import { PaneFrame } from './PaneFrame';
import {
  type DetailPaneViewProps,
  PaneAdmin,
  PaneBreadcrumb,
  PaneCounts,
  PaneDescription,
  PaneFacts,
  PaneFooter,
  PaneListed,
  PaneMedia,
  PaneTags,
} from './paneParts';
import { paneHrefs, paneTranslations } from './paneTranslations';

export type ItemPaneViewProps = DetailPaneViewProps;

/**
 * An item's pane (§2 item layout): images and media, title, years, contact, sale closed date and
 * realisation price or price, SKU, link, extra rows, description, hashtags, likes and comments,
 * the organisation or member footer, breadcrumb, created date with age, and for admins the views.
 */
export function ItemPaneView({
  item,
  onClose,
  scrollMessage,
  signedIn = false,
  admin = false,
  now = new Date(),
  timeZone,
  defaultCurrency = defaultSiteSettings.default_currency,
  mapImageUrl,
  mapLinkUrl,
  hrefs,
  linkComponent: Link = PlainLink,
  classNames = {},
  translations,
  auction,
  buyNow,
  community,
}: ItemPaneViewProps) {
  const t = { ...paneTranslations, ...translations };
  const to = { ...paneHrefs, ...hrefs };
  const years = yearRange(item.manufacture_date_from, item.manufacture_date_to);
  const parts = { item, t, classNames };
  return (
    <PaneFrame
      kind="item"
      title={item.title}
      onClose={onClose}
      closeLabel={t.close}
      scrollMessage={scrollMessage}
      classNames={classNames}
    >
      <div className={cx('trove-pane__body', classNames.body)}>
        <PaneMedia {...parts} />
        <div className={cx('trove-pane__main', classNames.main)}>
          {years && <p className="trove-pane__years">{years}</p>}
          {item.sold && <p className="trove-pane__sold">{t.sold}</p>}
          <PaneFacts {...parts} defaultCurrency={defaultCurrency} timeZone={timeZone} buyNow={buyNow} />
          <PaneDescription text={item.description} t={t} classNames={classNames} />
          <PaneTags {...parts} Link={Link} />
          {community ?? <PaneCounts {...parts} signedIn={signedIn} hrefs={to} Link={Link} />}
        </div>
      </div>
      {auction && <section className={cx('trove-pane__auction', classNames.auction)}>{auction}</section>}
      <PaneFooter {...parts} mapImageUrl={mapImageUrl} mapLinkUrl={mapLinkUrl} />
      <PaneBreadcrumb {...parts} Link={Link} />
      <PaneListed {...parts} now={now} timeZone={timeZone} />
      {admin && <PaneAdmin {...parts} />}
    </PaneFrame>
  );
}
