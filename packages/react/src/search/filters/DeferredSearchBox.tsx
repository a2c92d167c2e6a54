import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { whenIdle } from '../../shell/whenIdle';
import type { SearchBoxProps } from './SearchBox';
import { SearchBoxPlainView } from './ui/SearchBoxPlainView';
import type { SearchBoxSelection, SearchBoxView } from './ui/SearchBoxView';
import { useSearchBox } from './useSearchBox';

type View = typeof SearchBoxView;

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
}

/**
 * `SearchBox` with its combobox loaded on demand, out of a page's first script: a plain box of the
 * same look first (typing, Enter and the search button work), replaced by the combobox once loaded:
 * when the page is idle after loading (unless `loadWhenIdle` is false), or at once when the visitor
 * points at, touches or focuses the box. The text typed meanwhile stays, and a box being typed in
 * hands its focus and caret to the combobox, whose list then opens for the text.
 */
export function DeferredSearchBox({
  params,
  onParamsChange,
  loadWhenIdle = true,
  ...view
}: DeferredSearchBoxProps) {
  const box = useSearchBox(params, onParamsChange);
  const [combobox, setCombobox] = useState<Combobox | undefined>(() =>
    loadedView ? { View: loadedView } : undefined,
  );
  const plainInput = useRef<HTMLInputElement>(null);
  const load = useCallback(() => {
    loadSearchBoxView().then(
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
              }
            : undefined;
        // read and replaced in one task: no keystroke can fall between the caret read and the swap
        flushSync(() => setCombobox({ View, focusOnMount }));
      },
      // the plain box keeps working; the next intent tries again
      () => undefined,
    );
  }, []);
  const loaded = combobox !== undefined;
  useEffect(() => (loaded || !loadWhenIdle ? undefined : whenIdle(load)), [loaded, loadWhenIdle, load]);
  if (combobox) return <combobox.View {...view} {...box} focusOnMount={combobox.focusOnMount} />;
  return (
    <SearchBoxPlainView
      inputValue={box.inputValue}
      onInputChange={box.onInputChange}
      onSubmit={box.onSubmit}
      onIntent={load}
      inputRef={plainInput}
      classNames={view.classNames}
      translations={view.translations}
    />
  );
}
