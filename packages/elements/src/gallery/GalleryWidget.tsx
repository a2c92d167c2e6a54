import type { ColumnMode, GalleryParams } from '@trove/core/gallery';
import { useTroveClient } from '@trove/react';
import { PlainGallery } from '@trove/react/gallery';
import { useMemo, useState } from 'react';
import { dispatchTroveEvent, useHostElement } from '../hostElement';
import { SiteLink } from '../siteLink';
import { type GalleryAttributes, galleryParamsOf } from './galleryAttributes';
import { itemOpenDetail, TROVE_ITEM_OPEN } from './itemOpen';

/** What a visitor chooses inside the widget; the host page's attributes choose the rest. */
type GalleryChoices = Pick<GalleryParams, 'sort' | 'for_sale' | 'sold' | 'show_and_tell'>;

const choicesOf = ({ sort, for_sale, sold, show_and_tell }: GalleryParams): GalleryChoices => ({
  sort,
  for_sale,
  sold,
  show_and_tell,
});

/**
 * `<trove-gallery>`'s component: the Gallery of the place and search its attributes name. Sort,
 * type filters and columns chosen by the visitor stay inside the widget; choosing a tile
 * dispatches `trove:item-open` and, unless prevented, opens the item on the marketplace.
 */
export function GalleryWidget({
  niche,
  section,
  gallery,
  caption,
  query,
  category,
  columns,
}: GalleryAttributes) {
  const host = useHostElement();
  const { baseUrl } = useTroveClient();
  // Earlier choices, for the empty gallery's Go back.
  const [choices, setChoices] = useState<readonly GalleryChoices[]>([]);
  const current = choices.at(-1);
  const params = useMemo(
    () => ({ ...galleryParamsOf({ niche, section, gallery, caption, query, category }), ...current }),
    [niche, section, gallery, caption, query, category, current],
  );
  // The visitor's column mode holds until the page sets another `columns`.
  const columnsAttribute = columns ?? 3;
  const [chosenColumns, setChosenColumns] = useState<{ attribute: ColumnMode; mode: ColumnMode }>();
  const shownColumns = chosenColumns?.attribute === columnsAttribute ? chosenColumns.mode : columnsAttribute;

  return (
    <PlainGallery
      params={params}
      onParamsChange={(next) => setChoices([...choices, choicesOf(next)])}
      columns={shownColumns}
      onColumnsChange={(mode) => setChosenColumns({ attribute: columnsAttribute, mode })}
      linkComponent={SiteLink}
      // No pane opens in place: the host hears of the tile first, and unless it cancels the event
      // the item's page opens on the marketplace.
      onOpenItem={(item) => {
        const detail = itemOpenDetail(item, params, baseUrl);
        if (!dispatchTroveEvent(host, TROVE_ITEM_OPEN, detail, { cancelable: true })) return;
        window.location.assign(detail.url);
      }}
      onGoBack={() => {
        if (choices.length > 0) setChoices(choices.slice(0, -1));
        else window.history.back();
      }}
    />
  );
}
