import css from './trove.css?inline';

/** Every Trove component style as one string, to adopt into shadow roots. */
export const troveStylesheet: string = css;
