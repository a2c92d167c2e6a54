/** `<trove-cart-button>`'s own styles (not the whole Trove stylesheet): themed by the `--trove-*` tokens. */
export const cartButtonStylesheet = `
:host { display: inline-block; }
.trove-root { font-family: var(--trove-font, system-ui, sans-serif); }
.trove-cart-button {
  display: inline-flex; align-items: center; gap: 8px; padding: 6px 12px;
  border: 1px solid var(--trove-color-border, #d2d2d7); border-radius: var(--trove-radius, 6px);
  background: var(--trove-color-bg, #fff); color: var(--trove-color-text, #1d1d1f);
  font: inherit; text-decoration: none; cursor: pointer;
}
.trove-cart-button:hover { background: var(--trove-color-surface, #f5f5f7); }
.trove-cart-button:focus-visible { outline: 2px solid var(--trove-color-accent, #0a5cad); outline-offset: 2px; }
.trove-cart-button__count {
  min-width: 1.25rem; padding: 0 6px; box-sizing: border-box; border-radius: 999px;
  background: var(--trove-color-accent, #0a5cad); color: var(--trove-color-accent-text, #fff);
  font-size: 0.75rem; font-weight: 700; line-height: 1.25rem; text-align: center;
}
.trove-visually-hidden {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
`;
