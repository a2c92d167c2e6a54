import { type ExternalImage, ITEM_IMAGE_LIMIT } from '@trove/core/listing';
import { useEffect, useId, useRef, useState } from 'react';
import {
  Button,
  DropZone,
  FileTrigger,
  isFileDropItem,
  Label,
  ProgressBar,
  Slider,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { cx } from '../../styles/cx';
import { type ListingTranslations, listingTranslations } from './listingTranslations';

/**
 * The upload widget's state (seed 000 §4 Image upload widget): `ready` takes files; `loading` reads
 * the chosen file into the cropper; `resizing` shows the crop until Upload or Cancel; `uploading`
 * shows the progress; `limit-reached` at the image limit, the drop zone disabled.
 */
export type ImageUploaderStatus = 'ready' | 'loading' | 'resizing' | 'uploading' | 'limit-reached';

type Slot = 'root' | 'dropZone' | 'cropper' | 'progress' | 'images' | 'image' | 'error';

export interface ImageUploaderViewProps {
  status: ImageUploaderStatus;
  /** The listing's images so far, the primary one marked. */
  images: readonly ExternalImage[];
  /** Default: 4, core's ITEM_IMAGE_LIMIT. */
  limit?: number | undefined;
  /** Crop before uploading (one file at a time). Default: true; off, several files upload at once. */
  cropping?: boolean | undefined;
  /** The crop's width over its height. Default: 1, a square. */
  aspect?: number | undefined;
  /** The chosen file's object URL while it loads and is cropped. */
  cropSource?: string | undefined;
  /** The upload's progress, 0 to 100 (back to 0 after an error). */
  progress?: number | undefined;
  /** Why the last file did not upload. */
  error?: string | null | undefined;
  /** Files dropped or chosen: the images among them, in order. */
  onFiles?: ((files: File[]) => void) | undefined;
  /** The cropper has the image (loading to resizing). */
  onCropLoaded?: (() => void) | undefined;
  /** Upload the crop: the area of the image kept, in the image's pixels. */
  onConfirmCrop?: ((area: Area) => void) | undefined;
  /** Cancel the crop: the file is cleared. */
  onCancelCrop?: (() => void) | undefined;
  onSetPrimary?: ((index: number) => void) | undefined;
  onDelete?: ((index: number) => void) | undefined;
  /** A click on an image's thumbnail (the image preview modal). */
  onOpenImage?: ((index: number) => void) | undefined;
  /** The image shown for an uploaded one (its thumbnail). Default: its url. */
  thumbnailOf?: ((image: ExternalImage) => string) | undefined;
  classNames?: Partial<Record<Slot, string>> | undefined;
  translations?: Partial<ListingTranslations> | undefined;
}

/**
 * The image upload widget of the listing forms (seed 000 §4, §5 Image upload): a drop zone (images
 * only) with Choose images, a square crop (react-easy-crop) with zoom before each upload, a
 * progress bar, and the images uploaded with Set as primary and Delete. At the limit the drop zone
 * is disabled.
 */
export function ImageUploaderView({
  status,
  images,
  limit = ITEM_IMAGE_LIMIT,
  cropping = true,
  aspect = 1,
  cropSource,
  progress = 0,
  error,
  onFiles,
  onCropLoaded,
  onConfirmCrop,
  onCancelCrop,
  onSetPrimary,
  onDelete,
  onOpenImage,
  thumbnailOf = (image) => image.url,
  classNames = {},
  translations,
}: ImageUploaderViewProps) {
  const t = { ...listingTranslations, ...translations };
  const hintId = useId();
  const disabled = status !== 'ready';
  const cropShown = cropping && cropSource !== undefined && (status === 'loading' || status === 'resizing');
  const take = (files: File[]) => {
    const accepted = files.filter((file) => file.type.startsWith('image/'));
    if (accepted.length > 0) onFiles?.(cropping ? accepted.slice(0, 1) : accepted);
  };
  return (
    <div
      className={cx('trove-root', 'trove-uploader', `trove-uploader--${status}`, classNames.root)}
      data-status={status}
    >
      {cropShown ? (
        <CropStep
          source={cropSource}
          aspect={aspect}
          loading={status === 'loading'}
          onLoaded={onCropLoaded}
          onConfirm={onConfirmCrop}
          onCancel={onCancelCrop}
          className={classNames.cropper}
          t={t}
        />
      ) : (
        <DropZone
          isDisabled={disabled}
          aria-label={t.dropZone}
          aria-describedby={hintId}
          className={cx('trove-uploader__drop', classNames.dropZone)}
          getDropOperation={() => (disabled ? 'cancel' : 'copy')}
          onDrop={async (event) => {
            const files = await Promise.all(event.items.filter(isFileDropItem).map((item) => item.getFile()));
            take(files);
          }}
        >
          {status === 'loading' ? (
            <p role="status" className="trove-uploader__status">
              <span className="trove-spinner trove-spinner--small" aria-hidden="true" /> {t.loadingImage}
            </p>
          ) : (
            <p className="trove-uploader__prompt">
              {t.dropImages}{' '}
              <FileTrigger
                acceptedFileTypes={['image/*']}
                allowsMultiple={!cropping}
                onSelect={(list) => take(list ? [...list] : [])}
              >
                <Button isDisabled={disabled} className="trove-button trove-button--primary">
                  {t.chooseImages}
                </Button>
              </FileTrigger>
            </p>
          )}
          <p id={hintId} className="trove-field__hint">
            {status === 'limit-reached' ? t.imageLimitReached : t.imageHelp}
          </p>
        </DropZone>
      )}
      {(status === 'uploading' || error) && (
        <ProgressBar
          value={progress}
          className={cx('trove-uploader__progress', classNames.progress)}
          aria-label={t.uploadProgress}
        >
          {({ percentage, valueText }) => (
            <>
              {status === 'uploading' && (
                <span className="trove-uploader__progress-label">
                  {t.uploadingImage} {valueText}
                </span>
              )}
              <div className="trove-uploader__bar">
                <div className="trove-uploader__fill" style={{ width: `${percentage ?? 0}%` }} />
              </div>
            </>
          )}
        </ProgressBar>
      )}
      {error && (
        <p role="alert" className={cx('trove-alert', 'trove-alert--error', classNames.error)}>
          {error}
        </p>
      )}
      {images.length > 0 && (
        <ul className={cx('trove-uploader__images', classNames.images)} aria-label={t.images}>
          {images.map((image, index) => (
            <li
              key={image.url}
              className={cx(
                'trove-uploader__image',
                image.primary && 'trove-uploader__image--primary',
                classNames.image,
              )}
            >
              <button
                type="button"
                className="trove-uploader__thumb"
                aria-label={t.imageAlt(index + 1)}
                onClick={() => onOpenImage?.(index)}
              >
                <img src={thumbnailOf(image)} alt="" />
              </button>
              {image.primary ? (
                <span className="trove-badge trove-uploader__primary">{t.primary}</span>
              ) : (
                <button
                  type="button"
                  className="trove-button trove-uploader__action"
                  aria-label={`${t.setPrimary}: ${t.imageAlt(index + 1)}`}
                  onClick={() => onSetPrimary?.(index)}
                >
                  {t.setPrimary}
                </button>
              )}
              <button
                type="button"
                className="trove-button trove-button--danger trove-uploader__action"
                aria-label={`${t.deleteImage}: ${t.imageAlt(index + 1)}`}
                onClick={() => onDelete?.(index)}
              >
                {t.deleteImage}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="trove-uploader__count" aria-live="polite">
        {images.length} / {limit}
      </p>
    </div>
  );
}

interface CropStepProps {
  source: string;
  aspect: number;
  loading: boolean;
  onLoaded: (() => void) | undefined;
  onConfirm: ((area: Area) => void) | undefined;
  onCancel: (() => void) | undefined;
  className: string | undefined;
  t: ListingTranslations;
}

/** The crop (resizing): the image under a square frame, dragged and zoomed; Upload or Cancel. */
function CropStep({ source, aspect, loading, onLoaded, onConfirm, onCancel, className, t }: CropStepProps) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const titleId = useId();
  // Once the image is in, Zoom, Upload and Cancel are brought into view: on a phone the crop
  // opens with them below the form's sticky save bar (their scroll margin clears it).
  const actions = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!loading) actions.current?.scrollIntoView?.({ block: 'nearest' });
  }, [loading]);
  return (
    <section aria-labelledby={titleId} className={cx('trove-uploader__crop', className)}>
      <h3 id={titleId} className="trove-uploader__crop-title">
        {loading ? t.loadingImage : t.cropTitle}
      </h3>
      <div className="trove-uploader__crop-area" aria-busy={loading}>
        <Cropper
          image={source}
          crop={crop}
          zoom={zoom}
          aspect={aspect}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          onMediaLoaded={() => onLoaded?.()}
          mediaProps={{ alt: t.cropTitle }}
        />
      </div>
      <Slider
        value={zoom}
        minValue={1}
        maxValue={3}
        step={0.1}
        onChange={setZoom}
        isDisabled={loading}
        className="trove-uploader__zoom"
      >
        <Label className="trove-field__label">{t.zoom}</Label>
        <SliderTrack className="trove-uploader__zoom-track">
          <SliderThumb className="trove-uploader__zoom-thumb" />
        </SliderTrack>
      </Slider>
      <div ref={actions} className="trove-actions trove-uploader__crop-actions">
        <button
          type="button"
          className="trove-button trove-button--primary"
          disabled={loading || area === null}
          onClick={() => area && onConfirm?.(area)}
        >
          {t.confirmCrop}
        </button>
        <button type="button" className="trove-button" onClick={onCancel}>
          {t.cancelCrop}
        </button>
      </div>
    </section>
  );
}
