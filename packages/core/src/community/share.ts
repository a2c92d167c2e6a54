import { SHARING_DESCRIPTION_LENGTH } from '../format/detailPane';
import { SHARE_NETWORKS, type ShareNetwork } from './schemas';

/** The share networks of §9, in the order the buttons show. */
export { SHARE_NETWORKS, type ShareNetwork };

export const SHARE_NETWORK_NAMES: Record<ShareNetwork, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  email: 'Email',
};

export interface Shared {
  /** The listing's absolute URL. */
  url: string;
  title: string;
  description?: string | null | undefined;
  /** The listing's image, absolute (Pinterest pins it). */
  image?: string | null | undefined;
}

/** The sharing description: cut to 256 characters (§9). */
export const shareDescription = (text: string | null | undefined): string =>
  (text ?? '').trim().slice(0, SHARING_DESCRIPTION_LENGTH);

/** Each network's share link for a listing (§9: Facebook, Twitter, LinkedIn, Pinterest, email). */
export function shareUrl(network: ShareNetwork, shared: Shared): string {
  const url = encodeURIComponent(shared.url);
  const title = encodeURIComponent(shared.title);
  const description = encodeURIComponent(shareDescription(shared.description));
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${url}&text=${title}`;
    case 'linkedin':
      return `https://www.linkedin.com/shareArticle?mini=true&url=${url}&title=${title}&summary=${description}`;
    case 'pinterest':
      return `https://pinterest.com/pin/create/button/?url=${url}&media=${encodeURIComponent(shared.image ?? '')}&description=${description || title}`;
    case 'email': {
      const body = encodeURIComponent(
        [shareDescription(shared.description), shared.url].filter(Boolean).join('\n\n'),
      );
      return `mailto:?subject=${title}&body=${body}`;
    }
  }
}

/** A group as a listing carries it: a name, or an object with one. */
export type GroupLike = string | { name?: unknown } | null | undefined;

const groupName = (group: unknown): string =>
  typeof group === 'string'
    ? group
    : typeof group === 'object' && group !== null && 'name' in group && typeof group.name === 'string'
      ? group.name
      : '';

/**
 * The share rules (§6): sharing shows only for a listing of group Public (a listing with no groups
 * is open to everyone, so Public too); signed-in members
 * (LOGGED_IN) get the real buttons, anyone else is sent to log in; admins also see the share counters.
 */
export function shareAccess(options: { groups: readonly unknown[]; signedIn: boolean; admin: boolean }): {
  show: boolean;
  real: boolean;
  counters: boolean;
} {
  // a listing the server names no groups for is open to everyone, which is group Public
  const show =
    options.groups.length === 0 ||
    options.groups.some((group) => groupName(group).toLowerCase() === 'public');
  return { show, real: show && options.signedIn, counters: show && options.signedIn && options.admin };
}
