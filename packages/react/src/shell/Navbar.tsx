import { useSettings } from '../settings/useSettings';
import { NavbarView, type NavbarViewProps } from './ui/NavbarView';

export type NavbarProps = Omit<NavbarViewProps, 'siteName'>;

/** The navbar with the site name from the server's settings. */
export function Navbar(props: NavbarProps) {
  const { data } = useSettings();
  return <NavbarView siteName={data?.site_name} {...props} />;
}
