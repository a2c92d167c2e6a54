import { useContext } from 'react';
import { EventPaneView } from './EventPaneView';
import { ItemPaneView } from './ItemPaneView';
import { OrganisationPaneView } from './OrganisationPaneView';
import { PaneCommunityContext } from './paneCommunity';
import type { DetailPaneViewProps } from './paneParts';

export interface ListingPaneViewProps extends DetailPaneViewProps {
  /** Organisations: the member may see contact details (`view_organisation_contact_details`). */
  canViewContactDetails?: boolean | undefined;
  /** Organisations: Show more needs a log-in for anonymous visitors. */
  showMoreRequiresLogin?: boolean | undefined;
}

/**
 * A listing's detail pane, by its type: the item, event or organisation layout. Its community part
 * is the `community` prop, else what a `PaneCommunityProvider` above renders for the listing.
 */
export function ListingPaneView({
  canViewContactDetails,
  showMoreRequiresLogin,
  ...given
}: ListingPaneViewProps) {
  const render = useContext(PaneCommunityContext);
  const props = { ...given, community: given.community ?? render?.(given.item) };
  if (props.item.item_type === 'EVENT') return <EventPaneView {...props} />;
  if (props.item.item_type === 'ORGANISATION') {
    return (
      <OrganisationPaneView
        {...props}
        canViewContactDetails={canViewContactDetails}
        showMoreRequiresLogin={showMoreRequiresLogin}
      />
    );
  }
  return <ItemPaneView {...props} />;
}
