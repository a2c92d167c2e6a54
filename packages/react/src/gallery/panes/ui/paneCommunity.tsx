import type { ItemDetail } from '@trove/core/gallery';
import { createContext, type ReactNode } from 'react';

/** Renders a listing's community part (likes, watch or follow, sharing, comments, Report) for its pane. */
export type RenderPaneCommunity = (item: ItemDetail) => ReactNode;

/**
 * The community part every detail pane below shows in place of its like and comment counts: the
 * site provides `ListingCommunity` of `@trove/react/community` (loaded apart from the gallery), so
 * the gallery and the panes it opens need no prop for it. Without a provider the counts show.
 */
export const PaneCommunityContext = /* @__PURE__ */ createContext<RenderPaneCommunity | null>(null);

export function PaneCommunityProvider({
  render,
  children,
}: {
  render: RenderPaneCommunity;
  children?: ReactNode;
}) {
  return <PaneCommunityContext.Provider value={render}>{children}</PaneCommunityContext.Provider>;
}
