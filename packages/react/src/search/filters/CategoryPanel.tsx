import { CategoryPanelView, type CategoryPanelViewProps } from './ui/CategoryPanelView';
import { useGalleryPlace } from './useGalleryPlace';

export type CategoryPanelProps = Omit<CategoryPanelViewProps, 'categories'>;

/**
 * The category panel of the gallery shown: its categories come with the gallery's first page and
 * stay while a new search of the same place loads.
 */
export function CategoryPanel(props: CategoryPanelProps) {
  const { categories, failed } = useGalleryPlace(props.params);
  // a gallery that failed to load has no panel, rather than a panel loading for ever
  if (failed) return null;
  return <CategoryPanelView {...props} categories={categories} />;
}
