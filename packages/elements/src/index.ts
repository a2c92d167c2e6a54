export {
  type AttributeType,
  type AttributeTypes,
  createTroveElement,
  invalidApiBaseMessage,
  type TroveElementBaseProps,
  type TroveElementOptions,
} from './createTroveElement';
export { defineTroveElement } from './defineTroveElement';
export { getPageClient, getPageQueryClient } from './pageContext';
export { adoptTroveStyles } from './shadowStyles';
export { TROVE_ELEMENTS_VERSION } from './version';
