import { isApiError } from '@trove/core';
import {
  acceptFiles,
  addImages,
  DEFAULT_CROP_ASPECT,
  type ExternalImage,
  ITEM_IMAGE_LIMIT,
  imagesRemaining,
  imageUploaderReducer,
  initialImageUploader,
  removeMedia,
  setPrimary,
} from '@trove/core/listing';
import { useEffect, useReducer, useRef, useState } from 'react';
import { ImagePreviewModalView } from './ui/ImagePreviewModalView';
import {
  type ImageUploaderStatus,
  ImageUploaderView,
  type ImageUploaderViewProps,
} from './ui/ImageUploaderView';
import { type CropArea, cropImage, type PreparedImage, resizeImage, uploadImage } from './uploadImage';
import { useListingApi } from './useListingApi';

/** How the uploader turns a chosen file into what it uploads (the canvas work; tests give their own). */
export interface ImagePreparation {
  /** §5: resized when a side exceeds 1000 px, else as it is. */
  resize: (file: File) => Promise<PreparedImage>;
  /** §5: the crop of the resized image, at full quality. */
  crop: (image: PreparedImage, area: CropArea) => Promise<PreparedImage>;
}

const canvasPreparation: ImagePreparation = { resize: resizeImage, crop: cropImage };

export interface ImageUploaderProps
  extends Pick<ImageUploaderViewProps, 'aspect' | 'classNames' | 'translations' | 'thumbnailOf'> {
  /** The listing's media (images and a video entry); the uploader shows and changes its images. */
  media: readonly ExternalImage[];
  onChange: (media: ExternalImage[]) => void;
  /** Default: 4. */
  limit?: number | undefined;
  /** Crop each image before it uploads. Default: true. */
  cropping?: boolean | undefined;
  /** add_photo_for_sale: the preview's Set for sale. */
  canSetForSale?: boolean | undefined;
  /** Default: the canvas's. */
  preparation?: ImagePreparation | undefined;
  /** Default: `XMLHttpRequest`'s. */
  createRequest?: (() => XMLHttpRequest) | undefined;
  /** Shown when an upload fails without the API's words. Default: {@link UPLOAD_FAILED_MESSAGE}. */
  uploadFailedText?: string | undefined;
}

/** A data URL, not an object URL: the site's CSP allows `data:` images and not `blob:`. */
function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(String(reader.result)));
    reader.addEventListener('error', () => reject(reader.error));
    reader.readAsDataURL(blob);
  });
}

const viewStatus = (status: ReturnType<typeof initialImageUploader>['status']): ImageUploaderStatus =>
  status === 'limitReached' ? 'limit-reached' : status;

/** Not in the spec: an upload that failed at the storage or on the way. */
export const UPLOAD_FAILED_MESSAGE = 'Sorry, the image could not be uploaded. Please try again.';

/** A failed upload's message: the API's own words for the policy, else the uploader's. */
function uploadErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    const messages = [...Object.values(error.fieldErrors).flat(), ...error.nonFieldErrors];
    if (error.detail) messages.push(error.detail);
    if (messages.length > 0) return messages.join(' ');
  }
  return fallback;
}

/**
 * The image upload widget over the API (seed 000 §4, §5, §7 Upload), driven by core's
 * `imageUploaderReducer`: a chosen image is resized (a side over 1000 px, quality 0.8), cropped
 * square (react-easy-crop) unless cropping is off, then uploaded with a signed policy straight to
 * the storage, its progress shown (back to 0 on an error). The first image is primary; another may
 * be made primary or deleted; at 4 the drop zone is disabled. A thumbnail opens the preview.
 */
export function ImageUploader({
  media,
  onChange,
  limit = ITEM_IMAGE_LIMIT,
  cropping = true,
  aspect = DEFAULT_CROP_ASPECT,
  canSetForSale = false,
  preparation = canvasPreparation,
  createRequest,
  uploadFailedText = UPLOAD_FAILED_MESSAGE,
  translations,
  ...view
}: ImageUploaderProps) {
  const api = useListingApi();
  const images = media.filter((entry) => entry.media_type === 'image');
  const [state, dispatch] = useReducer(imageUploaderReducer<File>, undefined, () =>
    initialImageUploader<File>(images.length, limit),
  );
  // the resized image under the cropper, and its data URL
  const [source, setSource] = useState<{ image: PreparedImage; url: string } | null>(null);
  const [preview, setPreview] = useState<number | null>(null);
  // the latest media, for uploads that finish after other changes
  const latest = useRef(media);
  latest.current = media;
  const unmounted = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    unmounted.current = controller;
    return () => controller.abort();
  }, []);

  useEffect(() => {
    dispatch({ type: 'countChanged', count: images.length });
  }, [images.length]);

  /** Index of the n-th image in the media list. */
  const mediaIndex = (imageIndex: number) => media.indexOf(images[imageIndex] as ExternalImage);

  async function upload(image: PreparedImage) {
    try {
      const url = await uploadImage({
        api,
        image,
        createRequest,
        signal: unmounted.current.signal,
        onProgress: (loaded, total) => dispatch({ type: 'progress', loaded, total }),
      });
      if (unmounted.current.signal.aborted) return;
      const entry: ExternalImage = {
        url,
        media_type: 'image',
        primary: false,
        aspect_ratio: image.height > 0 ? image.width / image.height : null,
      };
      const next = addImages(latest.current, [entry], limit);
      latest.current = next;
      onChange(next);
      dispatch({ type: 'uploaded' });
    } catch (error) {
      if (unmounted.current.signal.aborted) return;
      dispatch({ type: 'failed', error: uploadErrorMessage(error, uploadFailedText) });
    }
  }

  async function take(files: File[]) {
    if (state.status !== 'ready') return;
    if (cropping) {
      const file = files[0];
      if (!file) return;
      dispatch({ type: 'dropped', file, crop: true });
      try {
        const image = await preparation.resize(file);
        const url = await dataUrlOf(image.blob);
        if (!unmounted.current.signal.aborted) setSource({ image, url });
      } catch {
        dispatch({ type: 'cropFailed' });
      }
      return;
    }
    // with cropping off each image uploads at once, up to the room left
    const { accepted } = acceptFiles(files, imagesRemaining(latest.current, limit));
    for (const file of accepted) {
      dispatch({ type: 'dropped', file, crop: false });
      try {
        await upload(await preparation.resize(file));
      } catch (error) {
        dispatch({ type: 'failed', error: uploadErrorMessage(error, uploadFailedText) });
      }
      if (unmounted.current.signal.aborted) return;
    }
  }

  async function confirm(area: CropArea) {
    if (!source) return;
    dispatch({ type: 'confirmed' });
    const { image } = source;
    setSource(null);
    try {
      await upload(await preparation.crop(image, area));
    } catch (error) {
      dispatch({ type: 'failed', error: uploadErrorMessage(error, uploadFailedText) });
    }
  }

  const previewed = preview === null ? null : Math.min(preview, images.length - 1);
  return (
    <>
      <ImageUploaderView
        {...view}
        status={viewStatus(state.status)}
        images={images}
        limit={limit}
        cropping={cropping}
        aspect={aspect}
        cropSource={source?.url}
        progress={state.progress}
        error={state.error}
        onFiles={(files) => void take(files)}
        onCropLoaded={() => dispatch({ type: 'cropLoaded' })}
        onConfirmCrop={(area) => void confirm(area)}
        onCancelCrop={() => {
          setSource(null);
          dispatch({ type: 'cancelled' });
        }}
        onSetPrimary={(index) => onChange(setPrimary(media, mediaIndex(index)))}
        onDelete={(index) => onChange(removeMedia(media, mediaIndex(index)))}
        onOpenImage={setPreview}
        translations={translations}
      />
      {previewed !== null && previewed >= 0 && (
        <ImagePreviewModalView
          media={images}
          index={previewed}
          onIndexChange={setPreview}
          mode="edit"
          canSetForSale={canSetForSale}
          onClose={() => setPreview(null)}
          onRemove={(index) => {
            onChange(removeMedia(media, mediaIndex(index)));
            if (images.length <= 1) setPreview(null);
          }}
          onSetPrimary={(index) => onChange(setPrimary(media, mediaIndex(index)))}
          onToggleForSale={(index) => {
            const at = mediaIndex(index);
            onChange(
              media.map((entry, i) => (i === at ? { ...entry, is_for_sale: !entry.is_for_sale } : entry)),
            );
          }}
          translations={translations}
        />
      )}
    </>
  );
}
