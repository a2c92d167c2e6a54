import { afterEach, describe, expect, it } from 'vitest';
import {
  bidPanelReservedSpace,
  galleryReservedSpace,
  itemReservedSpace,
  lotReservedSpace,
  searchReservedSpace,
} from './hostReservations';
import { adoptStylesheet, withHostIndependentRem } from './shadowStyles';

// A host page as hostile as they come: Bootstrap 3's 10px root and a reset that sets every
// element's font (the host element's too, whose inherited values reach into its shadow root).
const HOSTILE_CSS =
  'html { font-size: 10px } * { box-sizing: content-box; font: 20px serif; margin: 12px; text-transform: uppercase; letter-spacing: 3px }';

function hostileHost(stylesheet: string) {
  const pageStyle = document.createElement('style');
  pageStyle.textContent = HOSTILE_CSS;
  document.head.append(pageStyle);
  const host = document.createElement('div');
  const shadow = host.attachShadow({ mode: 'open' });
  adoptStylesheet(shadow, stylesheet);
  const root = document.createElement('div');
  root.className = 'trove-root';
  const title = document.createElement('h2');
  title.className = 'trove-test-title';
  title.textContent = 'A title';
  root.append(title);
  shadow.append(root);
  document.body.append(host);
  return { shadow, root, title, pageStyle };
}

afterEach(() => {
  document.body.replaceChildren();
  for (const style of document.head.querySelectorAll('style')) style.remove();
});

describe('withHostIndependentRem', () => {
  it('makes every rem length a multiple of --trove-rem, leaving names and other units alone', () => {
    expect(withHostIndependentRem('.a{font-size:1.25rem;margin:.5rem 2px 3em}.trove-2rem-x{gap:0}')).toBe(
      '.a{font-size:calc(1.25 * var(--trove-rem, 16px));margin:calc(.5 * var(--trove-rem, 16px)) 2px 3em}.trove-2rem-x{gap:0}',
    );
  });
});

describe('adoptStylesheet on a hostile page', () => {
  it('keeps the page’s inherited font and root font size out of the element', () => {
    const { root, title } = hostileHost('.trove-test-title { font-size: 1.25rem }');
    const rootStyle = getComputedStyle(root);
    expect(rootStyle.fontSize).toBe('16px');
    expect(rootStyle.textTransform).toBe('none');
    expect(rootStyle.letterSpacing).toBe('normal');
    // 1.25rem is 20px as on the site, not 12.5px of the page's 10px root
    expect(getComputedStyle(title).fontSize).toBe('20px');
  });

  it('follows --trove-rem when the page sets it on the element', () => {
    const { shadow, title } = hostileHost('.trove-test-title { font-size: 1.25rem }');
    (shadow.host as HTMLElement).style.setProperty('--trove-rem', '20px');
    expect(getComputedStyle(title).fontSize).toBe('25px');
  });

  it('puts no <style> element in the shadow root, which a strict Content-Security-Policy would refuse', () => {
    const { shadow } = hostileHost('.trove-test-title { color: red }');
    expect(shadow.querySelector('style')).toBeNull();
    expect(shadow.adoptedStyleSheets.length).toBe(2);
  });
});

describe('the space a widget holds while it loads', () => {
  // each element adds its own to its stylesheet (`reservedSpace`)
  const reservedSpaceOf = {
    'trove-gallery': galleryReservedSpace,
    'trove-lot': lotReservedSpace,
    'trove-bid-panel': bidPanelReservedSpace,
    'trove-item': itemReservedSpace,
    'trove-search': searchReservedSpace,
  };
  const reserved = (tag: keyof typeof reservedSpaceOf, pageCss = '') => {
    const pageStyle = document.createElement('style');
    pageStyle.textContent = pageCss;
    document.head.append(pageStyle);
    const host = document.createElement(tag);
    adoptStylesheet(host.attachShadow({ mode: 'open' }), reservedSpaceOf[tag]);
    document.body.append(host);
    return { minHeight: getComputedStyle(host).minHeight, height: host.getBoundingClientRect().height };
  };

  it('is the loaded widget’s, before it draws anything', () => {
    expect(reserved('trove-bid-panel')).toEqual({ minHeight: '112px', height: 112 });
    expect(reserved('trove-gallery').height).toBe(window.innerHeight);
    expect(Number.parseFloat(reserved('trove-lot').minHeight)).toBeGreaterThanOrEqual(560);
    // an item: its pane (wide, 690 px; on a phone, the image as wide as the screen and the details under it)
    const item = reserved('trove-item').height;
    expect(item).toBe(window.innerWidth <= 575 ? window.innerWidth + 500 : 690);
    expect(reserved('trove-search')).toEqual({ minHeight: '32px', height: 32 });
  });

  it('gives way to the page’s own size for the element', () => {
    expect(reserved('trove-bid-panel', 'trove-bid-panel { min-height: 40px }').minHeight).toBe('40px');
  });
});
