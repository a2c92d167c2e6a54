import { uploadKey as coreUploadKey, UPLOAD_NAME_MAX_LENGTH } from '@trove/core/listing';

/*
 * Upload keys (seed 000 §7 Upload): `images/{userId}_{random}_{sanitised file name}`, core's
 * `uploadKey` (the name sanitised to letters, digits and dots, §5), with two rules of the storage
 * on the name: no run of dots (a stored file name never holds `..`) and an extension of the
 * image's type, by which a thumbnail finds its source.
 */

/** The folder every upload goes to. */
export const UPLOAD_FOLDER = 'images/';

/** Not in the spec: a sanitised name keeps at most this many characters (core's limit). */
const NAME_MAX_LENGTH = UPLOAD_NAME_MAX_LENGTH;

/**
 * The images an upload may be, with their extensions (the first is added to a name without one).
 * Raster images only: an SVG holds scripts, and the local storage serves uploads from the site's
 * own origin.
 */
export const UPLOAD_CONTENT_TYPES = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
} as const satisfies Record<string, readonly string[]>;
export type UploadContentType = keyof typeof UPLOAD_CONTENT_TYPES;

export const isUploadContentType = (type: string): type is UploadContentType =>
  Object.hasOwn(UPLOAD_CONTENT_TYPES, type);

/** The name with an extension of `type`: its own in lower case, or the type's first added. */
function withExtension(name: string, type: UploadContentType): string {
  const extensions: readonly string[] = UPLOAD_CONTENT_TYPES[type];
  const dot = name.lastIndexOf('.');
  const own = dot > 0 ? name.slice(dot).toLowerCase() : '';
  if (extensions.includes(own)) return name.slice(0, dot) + own;
  const added = `${name.replace(/\.$/, '')}${extensions[0]}`;
  return added.length <= NAME_MAX_LENGTH ? added : `${added.slice(0, NAME_MAX_LENGTH - 5)}${extensions[0]}`;
}

/** The key prefix of a member's uploads: `images/{userId}_`. */
export const uploadKeyPrefix = (userId: number) => `${UPLOAD_FOLDER}${userId}_`;

/** A new key for one upload of `userId`. */
export function uploadKey(userId: number, fileName: string, type: UploadContentType): string {
  const key = coreUploadKey(userId, fileName);
  // `images/{userId}_{random}_` and the sanitised name after it.
  const nameAt = key.indexOf('_', uploadKeyPrefix(userId).length) + 1;
  return key.slice(0, nameAt) + withExtension(key.slice(nameAt).replace(/\.{2,}/g, '.'), type);
}

/** The file name part of an upload key (after `images/`): `{userId}_{random}_{name}`. */
const UPLOAD_NAME = /^\d{1,10}_[a-z0-9]{1,32}_[A-Za-z0-9][A-Za-z0-9.]{0,199}$/;

/** Whether `key` has the shape of an upload key (any member's). */
export function isUploadKey(key: string): boolean {
  return (
    key.startsWith(UPLOAD_FOLDER) && UPLOAD_NAME.test(key.slice(UPLOAD_FOLDER.length)) && !key.includes('..')
  );
}

/**
 * The name thumbnails know an upload by (§7: the file name without its extension):
 * `images/12_ab3de_photo.jpg` gives `12_ab3de_photo`.
 */
export function thumbnailNameOf(key: string): string {
  const name = key.slice(key.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}
