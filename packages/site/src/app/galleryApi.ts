import { createGalleryApi } from '@trove/core/gallery';
import { troveClient } from './troveClient';

/** The browsing calls, for route loaders (components use @trove/react's hooks). */
export const galleryApi = createGalleryApi(troveClient);
