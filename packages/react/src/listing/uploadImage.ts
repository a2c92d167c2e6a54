import {
  IMAGE_RESIZE_QUALITY,
  type ListingApi,
  needsResize,
  resizedSize,
  type Size,
  sanitizeFileName,
  uploadedUrl,
  uploadFormData,
} from '@trove/core/listing';

// The image uploader's browser work (seed 000 §4 image upload widget, §5 Other, §7 Upload): an
// image resized on a canvas when a side exceeds 1000 px (quality 0.8), the crop drawn at full
// quality, then a signed policy asked for and the file posted straight to the storage, with the
// upload's progress.

/** A prepared image: the bytes to upload, its name and its size in pixels. */
export interface PreparedImage {
  blob: Blob;
  name: string;
  width: number;
  height: number;
}

/** The crop kept, in the pixels of the image it was drawn over (react-easy-crop's `Area`). */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The types a canvas writes and the storage takes; anything else becomes a JPEG. */
const CANVAS_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

function outputType(type: string): string {
  return CANVAS_TYPES.includes(type) ? type : 'image/jpeg';
}

/** `name` with the extension of `type` (a GIF resized is a JPEG). */
export function nameForType(name: string, type: string): string {
  const clean = sanitizeFileName(name);
  const extension = EXTENSIONS[type];
  if (!extension) return clean;
  const dot = clean.lastIndexOf('.');
  const base = dot > 0 ? clean.slice(0, dot) : clean;
  return `${base}.${extension}`;
}

async function decode(source: Blob): Promise<ImageBitmap> {
  // the photo's EXIF orientation applied (§5: orientation fixed)
  return createImageBitmap(source, { imageOrientation: 'from-image' });
}

function canvasBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be drawn.'))),
      type,
      quality,
    );
  });
}

function draw(
  image: CanvasImageSource,
  from: CropArea,
  to: Size,
  type: string,
  quality: number,
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = to.width;
  canvas.height = to.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('The image could not be drawn.'));
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, from.x, from.y, from.width, from.height, 0, 0, to.width, to.height);
  return canvasBlob(canvas, type, quality);
}

/**
 * §5: the image as it is cropped or uploaded: resized to 1000 px on its longer side at quality 0.8
 * when a side exceeds 1000 px, else the file itself.
 */
export async function resizeImage(file: File): Promise<PreparedImage> {
  const bitmap = await decode(file);
  try {
    const size = { width: bitmap.width, height: bitmap.height };
    if (!needsResize(size)) return { blob: file, name: sanitizeFileName(file.name), ...size };
    const type = outputType(file.type);
    const to = resizedSize(size);
    const blob = await draw(bitmap, { x: 0, y: 0, ...size }, to, type, IMAGE_RESIZE_QUALITY);
    return { blob, name: nameForType(file.name, type), ...to };
  } finally {
    bitmap.close();
  }
}

/** §5: the crop of a (resized) image, at full quality. */
export async function cropImage(source: PreparedImage, area: CropArea): Promise<PreparedImage> {
  const bitmap = await decode(source.blob);
  try {
    const x = Math.max(0, Math.round(area.x));
    const y = Math.max(0, Math.round(area.y));
    const width = Math.max(1, Math.min(bitmap.width - x, Math.round(area.width)));
    const height = Math.max(1, Math.min(bitmap.height - y, Math.round(area.height)));
    const type = outputType(source.blob.type);
    const blob = await draw(bitmap, { x, y, width, height }, { width, height }, type, 1);
    return { blob, name: nameForType(source.name, type), width, height };
  } finally {
    bitmap.close();
  }
}

/** The upload's failure at the storage (the policy's own failures are the API's errors). */
export class StorageUploadError extends Error {
  constructor(readonly status: number) {
    super(status === 0 ? 'The upload did not reach the storage.' : `The storage answered ${status}.`);
    this.name = 'StorageUploadError';
  }
}

export interface UploadImageOptions {
  api: Pick<ListingApi, 'uploadPolicy'>;
  image: Pick<PreparedImage, 'blob' | 'name'>;
  /** The storage's progress: bytes sent of the form's total. */
  onProgress?: ((loaded: number, total: number) => void) | undefined;
  signal?: AbortSignal | undefined;
  /** Default: a new `XMLHttpRequest` (fetch does not report an upload's progress). */
  createRequest?: (() => XMLHttpRequest) | undefined;
}

/**
 * §7 Upload: `POST /api/uploads/policy/` for the file, then the policy's fields and the file as
 * multipart/form-data to the policy's url, with no auth header. Resolves with the uploaded image's
 * url (the storage url plus the encoded key).
 */
export async function uploadImage({
  api,
  image,
  onProgress,
  signal,
  createRequest = () => new XMLHttpRequest(),
}: UploadImageOptions): Promise<string> {
  // §5: the name sent and stored is letters, digits and dots
  const name = sanitizeFileName(image.name);
  const policy = await api.uploadPolicy({
    filename: name,
    content_type: image.blob.type,
    size: image.blob.size,
  });
  signal?.throwIfAborted();
  const form = uploadFormData(policy, image.blob, name);
  await new Promise<void>((resolve, reject) => {
    const request = createRequest();
    request.open('POST', policy.url);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) resolve();
      else reject(new StorageUploadError(request.status));
    });
    request.addEventListener('error', () => reject(new StorageUploadError(0)));
    request.addEventListener('abort', () => reject(signal?.reason ?? new StorageUploadError(0)));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
  return uploadedUrl(policy);
}
