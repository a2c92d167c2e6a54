import { defaultSiteSettings } from '@trove/core';
import {
  addressText,
  eventAddress,
  formatDateTimeRange,
  isPastEvent,
  MAP_IMAGE_SIZES,
} from '@trove/core/gallery';
import { PlainLink } from '../../../shell/ui/linkComponent';
import { cx } from '../../../styles/cx';
import { PaneFrame } from './PaneFrame';
import {
  type DetailPaneViewProps,
  PaneAdmin,
  PaneBreadcrumb,
  PaneCounts,
  PaneDescription,
  PaneFact,
  PaneFacts,
  PaneFooter,
  PaneListed,
  PaneMedia,
  PaneTags,
} from './paneParts';
import { paneHrefs, paneTranslations } from './paneTranslations';
import { StaticMapView } from './StaticMapView';

export type EventPaneViewProps = DetailPaneViewProps;

/**
 * An event's pane (§2 event layout): the item layout with when (dates and times, marked Past event
 * once it is over at `now`), contact, website, description, and a 360x135 map with the address of
 * its venue (its second address).
 * Without a map provider, or when the map image fails, the address shows as text.
 */
export function EventPaneView({
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
  community,
}: EventPaneViewProps) {
  const t = { ...paneTranslations, ...translations };
  const to = { ...paneHrefs, ...hrefs };
  const when = formatDateTimeRange(item.date_start, item.date_end, { timeZone });
  const venue = eventAddress(item.addresses);
  const parts = { item, t, classNames };
  return (
    <PaneFrame
      kind="event"
      title={item.title}
      onClose={onClose}
      closeLabel={t.close}
      scrollMessage={scrollMessage}
      classNames={classNames}
    >
      <div className={cx('trove-pane__body', classNames.body)}>
        <PaneMedia {...parts} />
        <div className={cx('trove-pane__main', classNames.main)}>
          <PaneFacts
            {...parts}
            defaultCurrency={defaultCurrency}
            timeZone={timeZone}
            before={
              when && (
                <PaneFact term={t.when}>
                  {item.date_start && <time dateTime={item.date_start}>{when}</time>}
                  {isPastEvent(item, now) && (
                    <>
                      {' '}
                      <span className="trove-pane__past">{t.pastEvent}</span>
                    </>
                  )}
                </PaneFact>
              )
            }
          />
          <PaneDescription text={item.description} t={t} classNames={classNames} />
          {venue && (
            <div className="trove-pane__where">
              <h3 className="trove-pane__subheading">{t.where}</h3>
              <StaticMapView
                address={addressText(venue)}
                size={MAP_IMAGE_SIZES.event}
                mapImageUrl={mapImageUrl}
                mapLinkUrl={mapLinkUrl}
                translations={t}
              />
            </div>
          )}
          <PaneTags {...parts} Link={Link} />
          {community ?? <PaneCounts {...parts} signedIn={signedIn} hrefs={to} Link={Link} />}
        </div>
      </div>
      <PaneFooter {...parts} mapImageUrl={mapImageUrl} mapLinkUrl={mapLinkUrl} map={false} />
      <PaneBreadcrumb {...parts} Link={Link} />
      <PaneListed {...parts} now={now} timeZone={timeZone} />
      {admin && <PaneAdmin {...parts} />}
    </PaneFrame>
  );
}
