// The image upload widget's lifecycle (seed 000 §4): ready, loading, resizing, uploading and
// limit-reached. A dropped file loads; the loaded crop is resized and shown; confirm uploads; cancel
// clears the file; a crop error returns to ready. With cropping off the upload starts at once.
// Progress resets to 0 on an error (§7 Upload). The drop zone is disabled at the limit.

import { ITEM_IMAGE_LIMIT } from './schemas';

export type ImageUploaderStatus = 'ready' | 'loading' | 'resizing' | 'uploading' | 'limitReached';

export interface ImageUploaderState<F = File> {
  status: ImageUploaderStatus;
  /** The file being cropped or uploaded. */
  file: F | null;
  /** Upload progress, 0 to 100. */
  progress: number;
  /** The last upload's error, until the next file. */
  error: string | null;
  /** Images the listing has. */
  count: number;
  limit: number;
}

export type ImageUploaderAction<F = File> =
  | { type: 'dropped'; file: F; crop: boolean }
  | { type: 'cropLoaded' }
  | { type: 'cropFailed' }
  | { type: 'confirmed' }
  | { type: 'cancelled' }
  | { type: 'progress'; loaded: number; total: number }
  | { type: 'uploaded' }
  | { type: 'failed'; error: string }
  /** The listing's images changed (one deleted, or the form reset). */
  | { type: 'countChanged'; count: number };

const idle = (count: number, limit: number): ImageUploaderStatus =>
  count >= limit ? 'limitReached' : 'ready';

export function initialImageUploader<F = File>(count = 0, limit = ITEM_IMAGE_LIMIT): ImageUploaderState<F> {
  return { status: idle(count, limit), file: null, progress: 0, error: null, count, limit };
}

/** Whether the drop zone takes a file: only when ready (not busy, not at the limit). */
export function canDropImage(state: Pick<ImageUploaderState<unknown>, 'status'>): boolean {
  return state.status === 'ready';
}

export function imageUploaderReducer<F>(
  state: ImageUploaderState<F>,
  action: ImageUploaderAction<F>,
): ImageUploaderState<F> {
  switch (action.type) {
    case 'dropped':
      if (state.status !== 'ready') return state;
      return {
        ...state,
        status: action.crop ? 'loading' : 'uploading',
        file: action.file,
        progress: 0,
        error: null,
      };
    case 'cropLoaded':
      return state.status === 'loading' ? { ...state, status: 'resizing' } : state;
    case 'cropFailed':
    case 'cancelled':
      if (state.status !== 'loading' && state.status !== 'resizing') return state;
      return { ...state, status: idle(state.count, state.limit), file: null };
    case 'confirmed':
      return state.status === 'resizing' ? { ...state, status: 'uploading', progress: 0 } : state;
    case 'progress': {
      if (state.status !== 'uploading' || !(action.total > 0)) return state;
      const progress = Math.min(100, Math.max(0, Math.round((action.loaded / action.total) * 100)));
      return progress === state.progress ? state : { ...state, progress };
    }
    case 'uploaded': {
      if (state.status !== 'uploading') return state;
      const count = state.count + 1;
      return { ...state, status: idle(count, state.limit), file: null, progress: 100, count };
    }
    case 'failed':
      if (state.status !== 'uploading') return state;
      return {
        ...state,
        status: idle(state.count, state.limit),
        file: null,
        progress: 0,
        error: action.error,
      };
    case 'countChanged': {
      const busy = state.status === 'loading' || state.status === 'resizing' || state.status === 'uploading';
      return { ...state, count: action.count, status: busy ? state.status : idle(action.count, state.limit) };
    }
  }
}
