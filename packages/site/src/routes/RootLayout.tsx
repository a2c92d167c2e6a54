import { Outlet } from '@tanstack/react-router';
import { Navbar, useSettings } from '@trove/react';
import { useEffect } from 'react';
import { RouterLink } from '../app/RouterLink';

export function RootLayout() {
  const { data: settings } = useSettings();
  useEffect(() => {
    if (settings) document.title = settings.site_name;
  }, [settings]);
  return (
    <>
      <Navbar linkComponent={RouterLink} />
      <Outlet />
    </>
  );
}
