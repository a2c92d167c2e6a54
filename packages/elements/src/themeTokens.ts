/**
 * The `--trove-*` custom properties every element honours. Set them on the element, or on any
 * selector that matches it (`trove-gallery { --trove-color-accent: #7b1e1e; }`); values set only
 * on an ancestor such as `:root` do not reach in, since each element starts from Trove's defaults.
 */
export const TROVE_THEME_TOKENS = [
  '--trove-font',
  '--trove-color-text',
  '--trove-color-muted',
  '--trove-color-bg',
  '--trove-color-surface',
  '--trove-color-border',
  '--trove-color-accent',
  '--trove-color-accent-text',
  '--trove-color-danger',
  '--trove-color-danger-bg',
  '--trove-color-success',
  '--trove-color-success-bg',
  '--trove-color-warning',
  '--trove-color-warning-bg',
  '--trove-color-overlay',
  '--trove-radius',
  '--trove-space',
  '--trove-shadow',
  '--trove-color-link',
  '--trove-text-xs',
  '--trove-text-sm',
  '--trove-text-md',
  '--trove-text-base',
  '--trove-text-lg',
  '--trove-text-xl',
  '--trove-text-xxl',
  '--trove-text-xxxl',
  '--trove-radius-sm',
  '--trove-radius-full',
  '--trove-shadow-low',
] as const;

export type TroveThemeToken = (typeof TROVE_THEME_TOKENS)[number];
