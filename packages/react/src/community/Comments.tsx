import type { CommentedType } from '@trove/core/community';
import { useState } from 'react';
import { useAuthToken } from '../auth/useAuthToken';
import { useCurrentUser } from '../auth/useCurrentUser';
import { CommentsView, type CommentsViewProps } from './ui/CommentsView';
import { useComments, usePostComment } from './useComments';

export interface CommentsProps
  extends Pick<CommentsViewProps, 'completeProfileHref' | 'linkComponent' | 'className' | 'translations'> {
  itemType: CommentedType;
  id: number;
}

/** A listing's comments over the API, with the form for signed-in members (the profile gate first). */
export function Comments({ itemType, id, ...view }: CommentsProps) {
  const signedIn = useAuthToken() !== null;
  const { data: user } = useCurrentUser();
  const list = useComments(itemType, id);
  const post = usePostComment(itemType, id);
  const [text, setText] = useState('');
  return (
    <CommentsView
      {...view}
      comments={list.shown}
      more={list.more}
      totalCount={list.totalCount}
      loading={list.loading}
      loadingMore={list.loadingMore}
      failed={list.failed}
      onRetry={list.retry}
      onLoadMore={list.loadMore}
      onViewAll={list.viewAll}
      signedIn={signedIn}
      profileComplete={user?.is_profile_complete ?? true}
      text={text}
      onTextChange={setText}
      sending={post.isPending}
      onSubmit={() => post.mutate(text.trim(), { onSuccess: () => setText('') })}
    />
  );
}
