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

/**
 * The listing form (spec §2 items.add): signed-out visitors are asked to join (the membership pitch,
 * with Register and Log in) and come back to the form after logging in.
 */
export function requireSignedInToList({ location }: { location: ParsedLocation }) {
  if (!isSignedIn()) {
    throw redirect({ to: '/login', search: { showLogin: false, redirect: location.href }, replace: true });
  }
}
