import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import {
  type CommentedType,
  type CommentPage,
  commentListState,
  commentMessages,
  mergeComments,
  type PostedComment,
} from '@trove/core/community';
import { useMemo, useState } from 'react';
import { useToast } from '../toast/useToast';
import { commentsQueryKey } from './communityQueryKeys';
import { useCommunityApi } from './useCommunityApi';

export const COMMENT_FAILED = 'Sorry, your comment could not be sent.';

/**
 * A listing's comments with core's paging rules: collapsed to the latest until `load more` or
 * `View all` expands them; `load more` also fetches the next page when there is one.
 */
export function useComments(itemType: CommentedType, id: number) {
  const api = useCommunityApi();
  const [expanded, setExpanded] = useState(false);
  const query = useInfiniteQuery<
    CommentPage,
    ApiError,
    InfiniteData<CommentPage>,
    readonly unknown[],
    string | null
  >({
    queryKey: commentsQueryKey(itemType, id),
    queryFn: ({ pageParam }) => api.comments(itemType, id, pageParam),
    initialPageParam: null,
    getNextPageParam: (page) => page.next,
  });
  const pages = query.data?.pages ?? [];
  const comments = useMemo(() => mergeComments(...pages.map((page) => page.results)), [pages]);
  const last = pages.at(-1);
  const totalCount = last?.totalCount ?? 0;
  const state = commentListState({ comments, totalCount, next: last?.next ?? null, expanded });
  return {
    ...state,
    totalCount,
    loading: query.isPending,
    loadingMore: query.isFetchingNextPage,
    failed: query.isError,
    retry: () => void query.refetch(),
    loadMore: () => {
      // expanding shows what is loaded; past that, the next page
      if (expanded || comments.length <= 1) {
        if (query.hasNextPage) void query.fetchNextPage();
      }
      setExpanded(true);
    },
    viewAll: () => setExpanded(true),
  };
}

/**
 * Posts a comment: shown at the top of the list at once; held for moderation (202), a warning
 * titled Approval required says so; refused, the server's message (the profile rule's) or a
 * generic one.
 */
export function usePostComment(itemType: CommentedType, id: number) {
  const api = useCommunityApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation<PostedComment, ApiError, string>({
    mutationFn: (text) => api.comment(itemType, id, text),
    onSuccess: (posted) => {
      if (posted.held) {
        toast.show({ kind: 'warning', title: commentMessages.heldTitle, message: commentMessages.held });
        return;
      }
      queryClient.setQueryData<InfiniteData<CommentPage, string | null>>(
        commentsQueryKey(itemType, id),
        (data) => {
          if (!data || data.pages.length === 0) {
            return {
              pages: [{ results: [posted.comment], next: null, previous: null, totalCount: 1 }],
              pageParams: [null],
            };
          }
          const [first, ...rest] = data.pages;
          const bump = (page: CommentPage) => ({ ...page, totalCount: page.totalCount + 1 });
          return {
            ...data,
            pages: [
              bump({
                ...(first as CommentPage),
                results: [posted.comment, ...(first as CommentPage).results],
              }),
              ...rest.map(bump),
            ],
          };
        },
      );
    },
    onError: (error) => {
      toast.error(
        error.status >= 400 && error.status < 500 && error.message ? error.message : COMMENT_FAILED,
      );
    },
  });
}
