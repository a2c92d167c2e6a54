// The one-script-tag build: `<script src=".../elements/trove-elements.js">` registers every
// element and exposes `window.TroveElements`.
import { defineTroveGallery } from './gallery/troveGalleryElement';

export * from './index';

defineTroveGallery();
