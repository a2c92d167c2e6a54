// The image rules of the listing forms (seed 000 §4 image upload widget, §5 Other, §7 Upload, §9):
// images only, resized at quality 0.8 when a side exceeds 1000 px, a square crop by default, at
// most 4, names sanitised to letters, digits and dots, and the upload key the server signs.

import type { ExternalImage, UploadPolicy } from './schemas';
import { ITEM_IMAGE_LIMIT } from './schemas';

/** §5: an image is resized when either side exceeds this many pixels. */
export const IMAGE_RESIZE_THRESHOLD = 1000;
/** §5: the quality of a resized image (the cropped result is kept at full quality). */
export const IMAGE_RESIZE_QUALITY = 0.8;
/** §5: the cropping widget's default aspect, 1:1. */
export const DEFAULT_CROP_ASPECT = 1;
/** Not in the spec: a sanitised name keeps at most this many characters (its extension kept). */
export const UPLOAD_NAME_MAX_LENGTH = 100;
/** The random part of an upload key: 5 characters, as the profile photo's key (seed 001 §7). */
export const UPLOAD_KEY_RANDOM_LENGTH = 5;

const RANDOM_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** §5 images only: a file whose type is `image/*`. */
export function isImageFile(file: { type: string }): boolean {
  return /^image\/[a-z0-9.+-]+$/i.test(file.type);
}

export interface Size {
  width: number;
  height: number;
}

/** §5: whether an image is resized before cropping: either side over 1000 px. */
export function needsResize(size: Size): boolean {
  return size.width > IMAGE_RESIZE_THRESHOLD || size.height > IMAGE_RESIZE_THRESHOLD;
}

/** The size an image is resized to: its longer side 1000 px, its aspect kept; unchanged when small enough. */
export function resizedSize(size: Size): Size {
  if (!needsResize(size)) return size;
  const scale = IMAGE_RESIZE_THRESHOLD / Math.max(size.width, size.height);
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/** How many more images a form takes: the limit less the images it has (videos do not count). */
export function imagesRemaining(
  media: readonly Pick<ExternalImage, 'media_type'>[],
  limit = ITEM_IMAGE_LIMIT,
) {
  return Math.max(0, limit - media.filter((entry) => entry.media_type === 'image').length);
}

/** Whether the uploader is at its limit (its drop zone disabled, §4). */
export function isAtImageLimit(
  media: readonly Pick<ExternalImage, 'media_type'>[],
  limit = ITEM_IMAGE_LIMIT,
) {
  return imagesRemaining(media, limit) === 0;
}

/**
 * §5: of dropped files, the images among the first N, N being the room left. `refused` are the
 * files that are not images; `overLimit` the images past the limit.
 */
export function acceptFiles<F extends { type: string }>(
  files: readonly F[],
  remaining: number,
): { accepted: F[]; refused: F[]; overLimit: F[] } {
  const accepted: F[] = [];
  const refused: F[] = [];
  const overLimit: F[] = [];
  for (const file of files) {
    if (!isImageFile(file)) refused.push(file);
    else if (accepted.length < remaining) accepted.push(file);
    else overLimit.push(file);
  }
  return { accepted, refused, overLimit };
}

/**
 * §5: a file name with letters, digits and dots only (`my coin (1).JPG` → `mycoin1.JPG`), at most
 * 100 characters with its extension kept; `image` when nothing is left, and before a leading dot.
 */
export function sanitizeFileName(name: string): string {
  let clean = name.replace(/[^A-Za-z0-9.]/g, '');
  if (!/[A-Za-z0-9]/.test(clean)) return 'image';
  // no hidden file, nor a name that is only an extension
  if (clean.startsWith('.')) clean = `image${clean}`;
  if (clean.length <= UPLOAD_NAME_MAX_LENGTH) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return clean.slice(0, UPLOAD_NAME_MAX_LENGTH - extension.length) + extension;
}

/** Five random lowercase letters and digits, from `getRandomValues` (default: the Web Crypto API's). */
export function uploadKeyRandom(
  getRandomValues: (array: Uint8Array) => Uint8Array = (array) => globalThis.crypto.getRandomValues(array),
): string {
  const bytes = getRandomValues(new Uint8Array(UPLOAD_KEY_RANDOM_LENGTH));
  let out = '';
  for (const byte of bytes) out += RANDOM_ALPHABET[byte % RANDOM_ALPHABET.length];
  return out;
}

/** §7 Upload: the key of a member's upload, `images/{userId}_{random}_{sanitised name}`. */
export function uploadKey(userId: number, fileName: string, random: string = uploadKeyRandom()): string {
  if (!Number.isSafeInteger(userId) || userId < 1) throw new RangeError(`Not a user id: ${userId}`);
  if (!/^[a-z0-9]+$/.test(random)) throw new RangeError('The random part is lowercase letters and digits');
  return `images/${userId}_${random}_${sanitizeFileName(fileName)}`;
}

/** Whether `key` is an upload key of this member (the server's check of a policy's key prefix). */
export function isUploadKeyOf(key: string, userId: number): boolean {
  const match = /^images\/(\d+)_[a-z0-9]+_([A-Za-z0-9.]+)$/.exec(key);
  return match !== null && match[1] === String(userId) && /[A-Za-z0-9]/.test(match[2] ?? '');
}

/** §7 Upload: where an uploaded file is, the storage URL plus the encoded key. */
export function uploadedUrl(policy: Pick<UploadPolicy, 'url' | 'key'>): string {
  const key = policy.key.split('/').map(encodeURIComponent).join('/');
  return `${policy.url.replace(/\/+$/, '')}/${key}`;
}

/** The form posted to storage: every field of the policy, then the file last (S3 ignores fields after it). */
export function uploadFormData(
  policy: Pick<UploadPolicy, 'fields'>,
  file: Blob,
  fileName?: string,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(policy.fields)) form.append(name, value);
  if (fileName === undefined) form.append('file', file);
  else form.append('file', file, fileName);
  return form;
}

/** §4, §5: the first image is made primary when none is (before save, and after a change). */
export function withPrimary<T extends Pick<ExternalImage, 'media_type' | 'primary'>>(
  media: readonly T[],
): T[] {
  const images = media.filter((entry) => entry.media_type === 'image');
  if (images.length === 0 || images.some((entry) => entry.primary)) return [...media];
  const first = images[0];
  return media.map((entry) => (entry === first ? { ...entry, primary: true } : entry));
}

/** Makes the entry at `index` the one primary image. */
export function setPrimary<T extends Pick<ExternalImage, 'media_type' | 'primary'>>(
  media: readonly T[],
  index: number,
): T[] {
  if (media[index]?.media_type !== 'image') return [...media];
  return media.map((entry, at) =>
    entry.media_type === 'image' ? { ...entry, primary: at === index } : entry,
  );
}

/** Removes the entry at `index`; when it was the primary image, the first image left becomes primary. */
export function removeMedia<T extends Pick<ExternalImage, 'media_type' | 'primary'>>(
  media: readonly T[],
  index: number,
): T[] {
  return withPrimary(media.filter((_, at) => at !== index));
}

/** Adds uploaded images up to the limit; the first image is made primary when none is. */
export function addImages<T extends Pick<ExternalImage, 'media_type' | 'primary'>>(
  media: readonly T[],
  added: readonly T[],
  limit = ITEM_IMAGE_LIMIT,
): T[] {
  return withPrimary([...media, ...added.slice(0, imagesRemaining(media, limit))]);
}
