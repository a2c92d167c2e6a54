import type { GalleryItem } from '@trove/core/gallery';
import { createContext, type ReactNode } from 'react';

/** Renders a tile's own controls (the watch toggle of `@trove/react/community`) for its listing. */
export type RenderTileActions = (item: GalleryItem) => ReactNode;

/**
 * The controls every gallery tile below shows over its image's corner (spec §2 Tiles: the watch
 * toggle): the site provides them (`<TileActionsContext.Provider value={render}>`), so the gallery
 * and its grid need no prop for them. A tile's `actions` prop wins over the context; without
 * either a tile has none. (No provider component: the gallery's first script stays as small.)
 */
export const TileActionsContext = /* @__PURE__ */ createContext<RenderTileActions | null>(null);
