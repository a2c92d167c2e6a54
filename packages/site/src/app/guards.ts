import { type ParsedLocation, redirect } from '@tanstack/react-router';
import { isSignedIn } from './troveClient';

/** Dashboard routes need login: signed-out visitors go to login and come back afterwards. */
export function requireSignedIn({ location }: { location: ParsedLocation }) {
  if (!isSignedIn()) throw redirect({ to: '/login', search: { redirect: location.href } });
}

/** Login and registration send signed-in members to the gallery. */
export function requireSignedOut() {
  if (isSignedIn()) throw redirect({ href: '/collectables', replace: true });
}
