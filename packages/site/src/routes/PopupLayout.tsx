import { Outlet } from '@tanstack/react-router';
import { DeferredToastRegion } from '@trove/react';

/**
 * The layout of the pages a partner page's elements open in a popup (the partner sign-in): no
 * navbar or banners, the page alone, sized for a small window.
 */
export function PopupLayout() {
  return (
    <div className="trove-popup-page">
      <Outlet />
      <DeferredToastRegion />
    </div>
  );
}
