// `@trove/react/gallery`: the gallery without the detail panes and the rest of @trove/react, with
// its own stylesheet, for widgets that stay small (the `<trove-gallery>` element).

export { galleryStylesheet } from '../styles/galleryStylesheet';
export { PlainGallery, type PlainGalleryProps } from './PlainGallery';
