import { version } from '../package.json';

/** The version of this copy of @trove/elements, recorded with every tag it defines. */
export const TROVE_ELEMENTS_VERSION: string = version;
