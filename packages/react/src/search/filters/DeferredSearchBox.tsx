import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { whenIdle } from '../../shell/whenIdle';
import type { SearchBoxProps } from './SearchBox';
import type { SearchBoxListingsProps } from './SearchBoxListings';
import { SearchBoxPlainView } from './ui/SearchBoxPlainView';
import type { SearchBoxSelection, SearchBoxView } from './ui/SearchBoxView';
import { useSearchBox } from './useSearchBox';

/** A combobox `DeferredSearchBox` loads: it is given the search's params too, which a view may use. */
type View = typeof SearchBoxView | ((props: SearchBoxListingsProps) => ReturnType<typeof SearchBoxView>);

let loadedView: View | undefined;
let loadingView: Promise<View> | undefined;

/**
 * Loads the search box's combobox (react-aria's ComboBox, ListBox and Popover with their
 * translations): once for the page, and again after a failed load (the next intent retries).
 */
export function loadSearchBoxView(): Promise<View> {
  loadingView ??= import('./ui/SearchBoxView').then(
    (module) => {
      loadedView = module.SearchBoxView;
      return loadedView;
    },
    (error: unknown) => {
      loadingView = undefined;
      throw error;
    },
  );
  return loadingView;
}

let loadingListingsView: Promise<View> | undefined;

/**
 * Loads the search box's combobox that suggests listings too (`SearchBoxListings`), for
 * `DeferredSearchBox`'s `loadView`: once for the page, and again after a failed load. A page
 * that never passes it (`<trove-search>`) carries none of its code.
 */
export function loadSearchBoxListingsView(): Promise<View> {
  loadingListingsView ??= import('./SearchBoxListings').then(
    (module) => module.SearchBoxListings,
    (error: unknown) => {
      loadingListingsView = undefined;
      throw error;
    },
  );
  return loadingListingsView;
}

interface Combobox {
  View: View;
  focusOnMount?: SearchBoxSelection | undefined;
}

export interface DeferredSearchBoxProps extends SearchBoxProps {
  /**
   * Whether the combobox also comes when the page is idle after loading (default), or only on the
   * visitor's intent: a widget on a partner's page leaves the page's idle time to the page (the
   * combobox's first render is its longest task there).
   */
  loadWhenIdle?: boolean;
  /**
   * Loads the combobox: by default the categories' (`loadSearchBoxView`); the site's navbar passes
   * `loadSearchBoxListingsView`, whose list suggests listings too. A loader rather than a flag, so
   * that a box without listings carries none of their code.
   */
  loadView?: () => Promise<View>;
}

/**
 * `SearchBox` with its combobox loaded on demand, out of a page's first script: a plain box of the
 * same look first (typing, Enter and the search button work), replaced by the combobox once loaded:
 * when the page is idle after loading (unless `loadWhenIdle` is false), or at once when the visitor
 * points at, touches or focuses the box. The text typed meanwhile stays, and a box being typed in
 * hands its focus and caret to the combobox, whose list then opens for the text.
 */
export function DeferredSearchBox(props: DeferredSearchBoxProps) {
  const {
    params,
    onParamsChange,
    loadWhenIdle = true,
    loadView = loadSearchBoxView,
    classNames,
    translations,
  } = props;
  const box = useSearchBox(params, onParamsChange);
  // the default combobox, loaded already, shows at once (another loader's comes with its promise)
  const [combobox, setCombobox] = useState<Combobox | undefined>(() =>
    loadedView && loadView === loadSearchBoxView ? { View: loadedView } : undefined,
  );
  const plainInput = useRef<HTMLInputElement>(null);
  // whether the plain box's text has been searched since it was last typed
  const searched = useRef(false);
  const load = useCallback(() => {
    loadView().then(
      (View) => {
        const input = plainInput.current;
        // gone (another page), or replaced already
        if (!input) return;
        // the focused element of the input's own document or shadow root (a widget's): a
        // document's activeElement is the shadow root's host
        const root = input.getRootNode() as Document | ShadowRoot;
        const focusOnMount =
          root.activeElement === input
            ? {
                selectionStart: input.selectionStart ?? input.value.length,
                selectionEnd: input.selectionEnd ?? input.value.length,
                selectionDirection: input.selectionDirection ?? 'none',
                searched: searched.current,
              }
            : undefined;
        // read and replaced in one task: no keystroke can fall between the caret read and the swap
        flushSync(() => setCombobox({ View, focusOnMount }));
      },
      // the plain box keeps working; the next intent tries again
      () => undefined,
    );
  }, [loadView]);
  const loaded = combobox !== undefined;
  useEffect(() => (loaded || !loadWhenIdle ? undefined : whenIdle(load)), [loaded, loadWhenIdle, load]);
  // the view is given the search's params too (a view of listings opens one), and ignores the
  // props that are this component's own
  if (combobox) return <combobox.View {...props} {...box} focusOnMount={combobox.focusOnMount} />;
  return (
    <SearchBoxPlainView
      inputValue={box.inputValue}
      onInputChange={(text) => {
        searched.current = false;
        box.onInputChange(text);
      }}
      onSubmit={(text) => {
        searched.current = true;
        box.onSubmit?.(text);
      }}
      onIntent={load}
      inputRef={plainInput}
      classNames={classNames}
      translations={translations}
    />
  );
}
