import type { MediaStore } from './mediaStore';
import type { Storage } from './storage';

/** `{userId}_{random}_{name}.jpg`: the source a thumbnail of an upload asks the media store for. */
const UPLOAD_SOURCE = /^(\d{1,10}_[a-z0-9]{1,32}_[A-Za-z0-9][A-Za-z0-9.]*)\.jpg$/;

/**
 * The media store as the thumbnails see it: its own files (the catalogue's images, rendered
 * thumbnails) and, for a name of an upload (`/thumbnails/12_ab3de9xz_photo-262x262`), the uploaded
 * image in the storage, whatever its extension. Rendered thumbnails are kept in `media`, as any.
 */
export function withUploadedImages(media: MediaStore, storage: Storage): MediaStore {
  return {
    async read(name) {
      const own = await media.read(name);
      if (own) return own;
      const upload = UPLOAD_SOURCE.exec(name)?.[1];
      return upload === undefined ? undefined : storage.readImage(upload);
    },
    write: (name, bytes) => media.write(name, bytes),
  };
}
