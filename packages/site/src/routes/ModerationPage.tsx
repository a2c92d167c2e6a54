import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import type { ApiError } from '@trove/core';
import { type ApprovedListing, createCommunityApi, moderationMessages } from '@trove/core/community';
import { useToast } from '@trove/react';
import { ModerationStatusView } from '@trove/react/community';
import { useEffect } from 'react';
import { usePageMeta } from '../app/pageMeta';
import { troveClient } from '../app/troveClient';

const community = createCommunityApi(troveClient);

/** Where an approved listing opens: its gallery route, else its short route (which redirects there). */
function listingHref(listing: ApprovedListing): string {
  const url = (listing as { absolute_url?: unknown }).absolute_url;
  if (typeof url === 'string' && url.startsWith('/')) return url;
  return `/${(listing.item_type ?? 'ITEM').toLowerCase()}/${listing.id}`;
}

type Approval =
  | { kind: 'comment'; comment: string; token: string }
  | { kind: 'item'; id: number; item: number; token: string };

/**
 * The moderation links (§2, no login): Checking token with a spinner while the link's token is
 * checked; approved, the listing opens with Comment approved or Item approved; a token that does
 * not check out goes to the invalid-token page. A link is used once: the query runs once per visit.
 */
export function ModerationPage({ approval }: { approval: Approval }) {
  usePageMeta('Moderation');
  const toast = useToast();
  const navigate = useNavigate();
  const query = useQuery<{ href: string; message: string }, ApiError>({
    queryKey: ['trove', 'moderation', approval],
    queryFn: async () => {
      if (approval.kind === 'comment') {
        const listing = await community.approveComment(approval.comment, approval.token);
        return { href: listingHref(listing), message: moderationMessages.commentApproved };
      }
      await community.approveItem(approval.id, approval.item, approval.token);
      return { href: `/item/${approval.item}`, message: moderationMessages.itemApproved };
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  useEffect(() => {
    if (!query.data) return;
    toast.success(query.data.message);
    void navigate({ href: query.data.href, replace: true });
  }, [query.data, toast, navigate]);
  if (query.error) return <Navigate to="/auth/invalid-token" replace />;
  return (
    <main className="site-main" id="content">
      <ModerationStatusView state="checking" />
    </main>
  );
}
