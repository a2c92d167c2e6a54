import { defaultSiteSettings } from '@trove/core';
import { addressText, MAP_IMAGE_SIZES } from '@trove/core/gallery';
import { PlainLink } from '../../../shell/ui/linkComponent';
import { cx } from '../../../styles/cx';
import { PaneFrame } from './PaneFrame';
import {
  type DetailPaneViewProps,
  galleryHref,
  PaneAdmin,
  PaneBreadcrumb,
  PaneDescription,
  PaneFact,
  PaneFacts,
  PaneFooter,
  PaneListed,
  PaneMedia,
} from './paneParts';
import { paneHrefs, paneTranslations } from './paneTranslations';
import { StaticMapView } from './StaticMapView';

export interface OrganisationPaneViewProps extends DetailPaneViewProps {
  /**
   * The member may see contact details (permission `view_organisation_contact_details`): contact
   * person, phone, email, mobile and address. Default: false.
   */
  canViewContactDetails?: boolean | undefined;
  /** A site setting: anonymous visitors log in for Show more. Default: false. */
  showMoreRequiresLogin?: boolean | undefined;
}

/**
 * An organisation's pane (§2 organisation layout): a link to its listings, its contact details
 * (with the permission), website, address with a 144x144 map, categories, and its description
 * with Show more.
 */
export function OrganisationPaneView({
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
  canViewContactDetails = false,
  showMoreRequiresLogin = false,
  community,
}: OrganisationPaneViewProps) {
  const t = { ...paneTranslations, ...translations };
  const to = { ...paneHrefs, ...hrefs };
  const parts = { item, t, classNames };
  const address = item.addresses[0];
  const categories = [item.category, ...item.tags.map((tag) => tag.label)].filter((name): name is string =>
    Boolean(name),
  );
  const contact = canViewContactDetails && (item.contact_name || item.contact_details);
  return (
    <PaneFrame
      kind="organisation"
      title={item.title}
      onClose={onClose}
      closeLabel={t.close}
      scrollMessage={scrollMessage}
      classNames={classNames}
    >
      <div className={cx('trove-pane__body', classNames.body)}>
        <PaneMedia {...parts} />
        <div className={cx('trove-pane__main', classNames.main)}>
          <p className="trove-pane__listings">
            <Link href={galleryHref({ niche: item.niche_slug, organisation: String(item.id) })}>
              {t.listings}
            </Link>
          </p>
          {community}
          <PaneFacts
            {...parts}
            listing={false}
            defaultCurrency={defaultCurrency}
            timeZone={timeZone}
            before={
              contact && (
                <>
                  {item.contact_name && <PaneFact term={t.contactPerson}>{item.contact_name}</PaneFact>}
                  {item.contact_details && (
                    <PaneFact term={t.contactDetails}>
                      {item.contact_details.split(/\r?\n/).map((line, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: lines of one text, never reordered
                        <span key={index} className="trove-pane__contact-line">
                          {line}
                        </span>
                      ))}
                    </PaneFact>
                  )}
                </>
              )
            }
          />
          {canViewContactDetails && address && (
            <div className="trove-pane__where">
              <h3 className="trove-pane__subheading">{t.address}</h3>
              <StaticMapView
                address={addressText(address)}
                size={MAP_IMAGE_SIZES.organisation}
                mapImageUrl={mapImageUrl}
                mapLinkUrl={mapLinkUrl}
                translations={t}
              />
            </div>
          )}
          {categories.length > 0 && (
            <div className="trove-pane__categories">
              <h3 className="trove-pane__subheading">{t.categories}</h3>
              <ul>
                {categories.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </div>
          )}
          <PaneDescription
            text={item.description}
            t={t}
            classNames={classNames}
            collapsible
            showMoreLogin={
              showMoreRequiresLogin && !signedIn ? (
                <Link href={to.login} className="trove-pane__more">
                  {t.showMore}
                </Link>
              ) : undefined
            }
          />
        </div>
      </div>
      <PaneFooter {...parts} mapImageUrl={mapImageUrl} mapLinkUrl={mapLinkUrl} party={false} map={false} />
      <PaneBreadcrumb {...parts} Link={Link} />
      <PaneListed {...parts} now={now} timeZone={timeZone} />
      {admin && <PaneAdmin {...parts} />}
    </PaneFrame>
  );
}
