import { describe, expect, it } from 'vitest';
import {
  canDropImage,
  type ImageUploaderAction,
  imageUploaderReducer,
  initialImageUploader,
} from './imageUploader';

type Action = ImageUploaderAction<string>;
const run = (count: number, ...actions: Action[]) =>
  actions.reduce(imageUploaderReducer<string>, initialImageUploader<string>(count));

describe('imageUploaderReducer', () => {
  it('loads, resizes, uploads with progress and is ready again', () => {
    const loading = run(0, { type: 'dropped', file: 'a.jpg', crop: true });
    expect(loading).toMatchObject({ status: 'loading', file: 'a.jpg' });
    const resizing = imageUploaderReducer(loading, { type: 'cropLoaded' });
    expect(resizing.status).toBe('resizing');
    const uploading = imageUploaderReducer(resizing, { type: 'confirmed' });
    expect(uploading.status).toBe('uploading');
    const half = imageUploaderReducer(uploading, { type: 'progress', loaded: 50, total: 200 });
    expect(half.progress).toBe(25);
    const done = imageUploaderReducer(half, { type: 'uploaded' });
    expect(done).toMatchObject({ status: 'ready', file: null, count: 1, progress: 100 });
  });

  it('uploads at once with cropping off', () => {
    expect(run(0, { type: 'dropped', file: 'a.jpg', crop: false }).status).toBe('uploading');
  });

  it('clears the file on cancel and on a crop error', () => {
    expect(
      run(0, { type: 'dropped', file: 'a', crop: true }, { type: 'cropLoaded' }, { type: 'cancelled' }),
    ).toMatchObject({
      status: 'ready',
      file: null,
    });
    expect(run(0, { type: 'dropped', file: 'a', crop: true }, { type: 'cropFailed' })).toMatchObject({
      status: 'ready',
      file: null,
    });
  });

  it('resets progress to 0 on an error and keeps the message', () => {
    const state = run(
      0,
      { type: 'dropped', file: 'a', crop: false },
      { type: 'progress', loaded: 9, total: 10 },
      { type: 'failed', error: 'Network error' },
    );
    expect(state).toMatchObject({ status: 'ready', progress: 0, error: 'Network error', count: 0 });
  });

  it('reaches the limit at 4 images, disabling the drop zone, and leaves it after a delete', () => {
    const full = run(3, { type: 'dropped', file: 'd', crop: false }, { type: 'uploaded' });
    expect(full).toMatchObject({ status: 'limitReached', count: 4 });
    expect(canDropImage(full)).toBe(false);
    expect(imageUploaderReducer(full, { type: 'dropped', file: 'e', crop: false })).toBe(full);
    const after = imageUploaderReducer(full, { type: 'countChanged', count: 3 });
    expect(after.status).toBe('ready');
    expect(canDropImage(after)).toBe(true);
    expect(initialImageUploader(4).status).toBe('limitReached');
  });

  it('takes no second file while busy and ignores steps out of order', () => {
    const loading = run(0, { type: 'dropped', file: 'a', crop: true });
    expect(canDropImage(loading)).toBe(false);
    expect(imageUploaderReducer(loading, { type: 'dropped', file: 'b', crop: true })).toBe(loading);
    expect(imageUploaderReducer(loading, { type: 'confirmed' })).toBe(loading);
    expect(imageUploaderReducer(loading, { type: 'uploaded' })).toBe(loading);
    const ready = initialImageUploader<string>();
    expect(imageUploaderReducer(ready, { type: 'progress', loaded: 1, total: 2 })).toBe(ready);
    expect(imageUploaderReducer(loading, { type: 'countChanged', count: 4 }).status).toBe('loading');
  });
});
