import * as z from 'zod/mini';
import type { TroveClient } from '../client/createTroveClient';
import { send } from '../client/request';
import type { ItemType } from '../search/galleryParams';
import {
  type ApprovedListing,
  approvedListingSchema,
  type Comment,
  type CommentPage,
  commentPageSchema,
  commentSchema,
  type LikeResult,
  likeResultSchema,
  type WatchdogReason,
  watchdogReasonSchema,
} from './apiSchemas';
import type { ShareNetwork } from './share';
import type { FollowTarget } from './toggles';
import type { ReportTarget } from './watchdog';

/** Comments are kept for items and events. */
export type CommentedType = 'ITEM' | 'EVENT';

const likePath: Record<ItemType, string> = { ITEM: 'items', EVENT: 'events', ORGANISATION: 'organisations' };
const commentPath: Record<CommentedType, string> = { ITEM: 'items', EVENT: 'events' };

/** A posted comment: shown at once, or held for moderation (202). */
export type PostedComment = { held: false; comment: Comment } | { held: true };

/** The community calls (§7): likes, comments, follows, moderation links, share counts and reports. */
export interface CommunityApi {
  /** Toggles the member's like of a listing: whether the member now likes it, and its like count. */
  like(itemType: ItemType, id: number): Promise<LikeResult>;
  /** A page of a listing's comments, latest first; pass the previous page's `next` for the next one. */
  comments(itemType: CommentedType, id: number, next?: string | null): Promise<CommentPage>;
  comment(itemType: CommentedType, id: number, text: string): Promise<PostedComment>;
  follow(target: FollowTarget): Promise<void>;
  unfollow(target: FollowTarget): Promise<void>;
  /** A moderator's emailed link for a held comment: approves it, answers its listing. */
  approveComment(comment: string, token: string): Promise<ApprovedListing>;
  /** A moderator's emailed link for a held listing: approves it, answers its id. */
  approveItem(id: number, item: number, token: string): Promise<number>;
  /** Counts one share of a listing to a network. */
  countShare(id: number, url: string, network: ShareNetwork): Promise<void>;
  reasons(): Promise<WatchdogReason[]>;
  report(report: { text: string; reasons: number[] } & ReportTarget): Promise<void>;
}

const anything = z.optional(z.unknown());

/** A `next` link as a path under the API: the server's absolute or `/api/...` link, or a bare cursor. */
function nextPath(next: string): string {
  const path = next.replace(/^https?:\/\/[^/]+/i, '');
  return path.replace(/^\/?api\//, '');
}

export function createCommunityApi({ http }: Pick<TroveClient, 'http'>): CommunityApi {
  return {
    like: (itemType, id) =>
      send(http, { method: 'post', path: `${likePath[itemType]}/${id}/like/`, schema: likeResultSchema }),
    comments: (itemType, id, next) =>
      send(http, {
        method: 'get',
        path: next ? nextPath(next) : `comments/${commentPath[itemType]}/${id}/comment`,
        schema: commentPageSchema,
      }),
    async comment(itemType, id, text) {
      let status = 0;
      const answer = await send(http, {
        method: 'post',
        path: `comments/${commentPath[itemType]}/${id}/comment`,
        schema: anything,
        options: {
          json: { text },
          hooks: {
            afterResponse: [
              (_request, _options, response) => {
                status = response.status;
              },
            ],
          },
        },
      });
      if (status === 202) return { held: true };
      return { held: false, comment: z.parse(commentSchema, answer) };
    },
    async follow(target) {
      await send(http, {
        method: 'post',
        path: 'following/follow/',
        schema: anything,
        options: { json: target },
      });
    },
    async unfollow(target) {
      await send(http, {
        method: 'post',
        path: 'following/un_follow/',
        schema: anything,
        options: { json: target },
      });
    },
    approveComment: (comment, token) =>
      send(http, {
        method: 'get',
        path: `comments/approve/${encodeURIComponent(comment)}/${encodeURIComponent(token)}/`,
        schema: approvedListingSchema,
      }),
    approveItem: async (id, item, token) =>
      (
        await send(http, {
          method: 'post',
          path: `moderation/${id}/approve/`,
          schema: z.object({ id: z.int() }),
          options: { json: { item, token } },
        })
      ).id,
    async countShare(id, url, network) {
      await send(http, {
        method: 'post',
        path: `analytics/obj-share-view/${id}`,
        schema: anything,
        options: { json: { url, data: { shared_to: network } } },
      });
    },
    reasons: () =>
      send(http, { method: 'get', path: 'watchdog/reasons/', schema: z.array(watchdogReasonSchema) }),
    async report(report) {
      await send(http, {
        method: 'post',
        path: 'watchdog/report/',
        schema: anything,
        options: { json: report },
      });
    },
  };
}
