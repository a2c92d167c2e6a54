import { defaultGalleryParams, type GalleryParams } from '@trove/core/gallery';
import { DeferredSearchBox } from '@trove/react';
import { useLayoutEffect, useState } from 'react';
import { enableShadowDOM } from 'react-stately/private/flags/flags';
import { dispatchTroveEvent, useHostElement } from '../hostElement';
import type { SearchAttributes } from './searchAttributes';
import { TROVE_SEARCH, type TroveSearchDetail } from './searchEvent';

/** The `<trove-gallery>` named by `for`, in the same document or shadow root as the search. */
function galleryOf(host: HTMLElement, id: string | undefined): HTMLElement | null {
  if (!id) return null;
  // not yet in a document (or a shadow root): no gallery to find yet
  const root = host.getRootNode();
  if (!(root instanceof Document || root instanceof ShadowRoot)) return null;
  const found = root.getElementById(id);
  return found?.localName === 'trove-gallery' ? found : null;
}

/**
 * The id of the `<style>` react-aria's `usePress` adds to the document's head once (the
 * `touch-action` of its pressable elements, the typeahead's options), unless an element of the
 * document has it already. A page whose Content-Security-Policy has no 'unsafe-inline' in
 * style-src refuses that element (a console error), and a rule of the document's does not reach
 * a shadow root anyway (the widget's own stylesheet gives its options their `touch-action`): an
 * inert `<template>` of that id, in the element's light DOM (never shown: its shadow root has no
 * slot), keeps react-aria from adding one.
 */
const PRESSABLE_STYLE_ID = 'react-aria-pressable-style';

function keepPressableStyleOut(host: HTMLElement) {
  if (host.ownerDocument.getElementById(PRESSABLE_STYLE_ID)) return;
  const marker = host.ownerDocument.createElement('template');
  marker.id = PRESSABLE_STYLE_ID;
  host.append(marker);
}

const setOrRemove = (element: HTMLElement, name: string, value: string | null) => {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
};

/**
 * `<trove-search>`'s component: the site's search box with its category typeahead
 * (`DeferredSearchBox`): a plain box of the same look first, the typeahead's combobox once the
 * visitor points at, touches or focuses the box, not in the host page's idle time. A search
 * dispatches `trove:search` and, unless prevented, sets the named gallery's `query` (words) or
 * `category` (a chosen suggestion), which shows it.
 */
export function SearchWidget({ for: galleryId }: SearchAttributes) {
  // react-aria follows focus into shadow roots only when told: without it, the focus is on the
  // element's host, so the combobox thinks its input unfocused and never opens its list. The flag
  // is this bundle's own react-aria's (the ES module builds bundle it too).
  enableShadowDOM();
  const host = useHostElement();
  // before the list's options mount (they are what would add the <style>)
  useLayoutEffect(() => keepPressableStyleOut(host), [host]);
  // the box starts with the gallery's search
  const [params, setParams] = useState<GalleryParams>(() => ({
    ...defaultGalleryParams,
    q: galleryOf(host, galleryId)?.getAttribute('query')?.trim() || undefined,
  }));
  // the suggestions' list renders inside the shadow root, where its styles are
  const [portal, setPortal] = useState<HTMLDivElement | null>(null);

  const search = (next: GalleryParams) => {
    setParams(next);
    const detail: TroveSearchDetail = {
      query: next.q ?? null,
      category: next.category[0] ?? null,
      gallery: galleryId ?? null,
    };
    if (!dispatchTroveEvent(host, TROVE_SEARCH, detail, { cancelable: true }) || !galleryId) return;
    const gallery = galleryOf(host, galleryId);
    if (!gallery) {
      console.error(
        `<trove-search for="${galleryId}"> found no <trove-gallery id="${galleryId}"> on this page.`,
      );
      return;
    }
    setOrRemove(gallery, 'query', detail.query);
    setOrRemove(gallery, 'category', detail.category);
  };

  return (
    <div className="trove-search-widget">
      <DeferredSearchBox
        params={params}
        onParamsChange={search}
        portalContainer={portal ?? undefined}
        loadWhenIdle={false}
      />
      <div ref={setPortal} />
    </div>
  );
}
