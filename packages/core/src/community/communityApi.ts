import type { Options } from 'ky';
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
  // Every call is a GET or a JSON POST under the API, its answer parsed by a schema; the ones whose
  // answer tells nothing more are sent through `post` and resolve to nothing.
  const get = <T>(path: string, schema: z.ZodMiniType<T>) => send(http, { method: 'get', path, schema });
  const postFor = <T>(path: string, schema: z.ZodMiniType<T>, json?: unknown, options?: Options) =>
    send(http, {
      method: 'post',
      path,
      schema,
      options: json === undefined ? options : { ...options, json },
    });
  const post = async (path: string, json: unknown) => {
    await postFor(path, anything, json);
  };
  const commentsPath = (itemType: CommentedType, id: number) =>
    `comments/${commentPath[itemType]}/${id}/comment`;

  return {
    like: (itemType, id) => postFor(`${likePath[itemType]}/${id}/like/`, likeResultSchema),
    comments: (itemType, id, next) =>
      get(next ? nextPath(next) : commentsPath(itemType, id), commentPageSchema),
    async comment(itemType, id, text) {
      let status = 0;
      const answer = await postFor(
        commentsPath(itemType, id),
        anything,
        { text },
        {
          hooks: {
            afterResponse: [
              (_request, _options, response) => {
                status = response.status;
              },
            ],
          },
        },
      );
      if (status === 202) return { held: true };
      return { held: false, comment: z.parse(commentSchema, answer) };
    },
    follow: (target) => post('following/follow/', target),
    unfollow: (target) => post('following/un_follow/', target),
    approveComment: (comment, token) =>
      get(
        `comments/approve/${encodeURIComponent(comment)}/${encodeURIComponent(token)}/`,
        approvedListingSchema,
      ),
    approveItem: async (id, item, token) =>
      (await postFor(`moderation/${id}/approve/`, z.object({ id: z.int() }), { item, token })).id,
    countShare: (id, url, network) =>
      post(`analytics/obj-share-view/${id}`, { url, data: { shared_to: network } }),
    reasons: () => get('watchdog/reasons/', z.array(watchdogReasonSchema)),
    report: (report) => post('watchdog/report/', report),
  };
}
