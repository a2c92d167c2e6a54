import type { GalleryProps } from './Gallery';
import { GalleryFrame } from './GalleryFrame';
import { PlainGalleryGridView } from './ui/GalleryGridView';
import { useGallery } from './useGallery';

export interface PlainGalleryProps
  extends Pick<
    GalleryProps,
    | 'params'
    | 'onParamsChange'
    | 'columns'
    | 'onColumnsChange'
    | 'linkComponent'
    | 'onOpenItem'
    | 'onGoBack'
    | 'renderAdvertisement'
    | 'adFrequency'
  > {
  classNames?: { root?: string; toolbar?: string; grid?: string };
  translations?: GalleryProps['translations'];
}

/**
 * The `Gallery` without its detail panes, for widgets that stay small: a plain click on a tile
 * goes to `onOpenItem` (without it tiles are plain links). None of the panes' code is bundled.
 */
export function PlainGallery({ params, onOpenItem, ...props }: PlainGalleryProps) {
  return (
    <GalleryFrame
      gallery={useGallery(params)}
      grid={PlainGalleryGridView}
      params={params}
      onOpen={onOpenItem}
      {...props}
    />
  );
}
