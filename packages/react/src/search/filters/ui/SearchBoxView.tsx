import { type Category, typeaheadQuery } from '@trove/core/gallery';
import { type FormEvent, type Key, type ReactElement, useContext, useLayoutEffect, useRef } from 'react';
import {
  ComboBox,
  ComboBoxStateContext,
  Input,
  type InputProps,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components';
import { cx } from '../../../styles/cx';
import type { TypeaheadStatus } from '../useCategorySuggestions';
import { SearchIcon } from './SearchIcon';
import { type SearchBoxTranslations, searchBoxTranslations } from './searchBoxTranslations';

export { type SearchBoxTranslations, searchBoxTranslations };

export type SearchBoxSlot = 'root' | 'input' | 'submit' | 'popover' | 'listbox' | 'header' | 'option';

export interface SearchBoxViewProps {
  /** The text in the box. */
  inputValue: string;
  onInputChange?: (text: string) => void;
  /** The category suggestions for the text. */
  suggestions: readonly Category[];
  /**
   * Whether the suggestions answer the text: until `done` an empty list says it searches; once
   * `done`, that no category matches. Under 3 characters there is no list. Default: `idle`.
   */
  status?: TypeaheadStatus;
  /** Enter or the search button with no suggestion chosen: search the text. */
  onSubmit?: (text: string) => void;
  /** A suggestion chosen (click, or arrow keys and Enter). */
  onChooseCategory?: (category: Category) => void;
  classNames?: Partial<Record<SearchBoxSlot, string>>;
  translations?: Partial<SearchBoxTranslations>;
  /**
   * Where the suggestions' list is rendered. Default: the document's body. Inside a shadow root
   * (a custom element), an element of that root, so that its styles reach the list.
   */
  portalContainer?: Element | undefined;
  /**
   * Take the focus once shown, with this selection, and open the list if the text asks for
   * suggestions: the combobox taking over from the plain box the visitor was typing in
   * (`DeferredSearchBox`), so that the typing goes on where it was.
   */
  focusOnMount?: SearchBoxSelection | undefined;
  /**
   * The list in sections, each under its heading, in place of the categories alone:
   * `SearchBoxListingsView`'s categories and listings. Without sections the box carries none of
   * their code (`<trove-search>`).
   */
  sections?: SearchBoxSections | undefined;
}

/** A list of suggestions in sections (`SearchBoxViewProps.sections`). */
export interface SearchBoxSections {
  /**
   * The sections with suggestions for the text; with none, the list says it searches, or that
   * nothing matches.
   */
  items: readonly object[];
  /**
   * A section: a `ListBoxSection` of its heading and options (a method, so that each list may take
   * its own type of section).
   */
  render(section: object): ReactElement;
  /** An option chosen, by its key (react-aria's `Key | null`). */
  choose: (key: Key | null) => void;
}

/** Where the caret (or the selected text) is in the box's text. */
export interface SearchBoxSelection {
  selectionStart: number;
  selectionEnd: number;
  selectionDirection?: 'forward' | 'backward' | 'none' | undefined;
  /** The text was searched (Enter) since it was last typed: its list stays closed. Default false. */
  searched?: boolean | undefined;
}

/** A category's option (`SearchBoxView`, and the categories' section of `SearchBoxListingsView`). */
export function categoryOption(category: Category, t: SearchBoxTranslations, className: string | undefined) {
  return (
    <ListBoxItem
      id={category.slug}
      textValue={category.name}
      className={cx('trove-menu__item', 'trove-search-box__option', className)}
    >
      <span className="trove-search-box__option-name">{category.name}</span>
      {category.parent && (
        <span className="trove-search-box__option-parent">{t.inCategory(category.parent)}</span>
      )}
    </ListBoxItem>
  );
}

/**
 * The navbar's search box: a combobox of keywords whose list suggests categories (or, with
 * `sections`, more kinds of suggestions). Enter searches the text unless a suggestion is focused,
 * which is then chosen.
 */
export function SearchBoxView({
  inputValue,
  onInputChange,
  suggestions,
  status = 'idle',
  onSubmit,
  onChooseCategory,
  classNames = {},
  translations,
  portalContainer,
  focusOnMount,
  sections,
}: SearchBoxViewProps) {
  const t = { ...searchBoxTranslations, ...translations };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.(inputValue);
  };
  // the text decides at once whether the list may open; the suggestions may come a render later
  const active = typeaheadQuery(inputValue) !== null;
  const items = active ? (sections?.items ?? suggestions) : [];
  return (
    // `part`s name the pieces a custom element's page may style (`::part(input)`)
    <search className={cx('trove-root', 'trove-search-box', classNames.root)} part="search">
      <form className="trove-search-box__form" onSubmit={submit}>
        <ComboBox
          aria-label={t.label}
          className="trove-search-box__combobox"
          inputValue={inputValue}
          onInputChange={onInputChange}
          items={items}
          // nothing stays selected: a choice is a search (or an open listing), which clears the box
          // (useSearchBox), and the list, empty without text, closes. A kept selection would fill
          // the box with the option's text once chosen, as a select's does.
          selectedKey={null}
          onSelectionChange={(key) => {
            if (sections) return sections.choose(key);
            const chosen = suggestions.find((category) => category.slug === key);
            if (chosen) onChooseCategory?.(chosen);
          }}
          allowsCustomValue
          // the list opens from the third character, saying it searches until the answer comes
          allowsEmptyCollection={active}
          menuTrigger="input"
        >
          <SearchInput
            placeholder={t.placeholder}
            className={cx('trove-search-box__input', classNames.input)}
            part="input"
            onEnter={() => onSubmit?.(inputValue)}
            focusOnMount={focusOnMount}
          />
          <Popover
            placement="bottom start"
            UNSTABLE_portalContainer={portalContainer}
            className={cx('trove-root', 'trove-popover', 'trove-search-box__popover', classNames.popover)}
          >
            <ListBox<object>
              aria-label={t.suggestions}
              className={cx('trove-menu', 'trove-search-box__listbox', classNames.listbox)}
              renderEmptyState={() => (
                <p className="trove-search-box__empty">{status === 'done' ? t.noMatch : t.searching}</p>
              )}
            >
              {sections?.render ?? ((category) => categoryOption(category as Category, t, classNames.option))}
            </ListBox>
          </Popover>
        </ComboBox>
        <button
          type="submit"
          className={cx('trove-search-box__submit', classNames.submit)}
          part="button submit"
        >
          <SearchIcon />
          <span className="trove-visually-hidden">{t.submit}</span>
        </button>
      </form>
    </search>
  );
}

/**
 * The combobox's input. With the list open, react-aria keeps Enter from submitting the form (an
 * option may be chosen); when no option is focused, Enter searches the text all the same. Escape
 * closes the list, keeping the text; with the list closed, Escape clears the box (as a search
 * field does). Both are decided here rather than left to react-aria, whose handlers once never saw
 * the key under the partner scripts' preact/compat (elements/preactDom.ts now gives it to them).
 */
function SearchInput({
  onEnter,
  focusOnMount,
  ...props
}: InputProps & { onEnter: () => void; focusOnMount: SearchBoxSelection | undefined }) {
  const state = useContext(ComboBoxStateContext);
  const input = useRef<HTMLInputElement>(null);
  // the first render's wish only: the box takes the focus once, when it replaces the plain one
  const handOver = useRef(focusOnMount);
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    const selection = handOver.current;
    const element = input.current;
    if (!selection || !element) return;
    element.focus();
    element.setSelectionRange(
      selection.selectionStart,
      selection.selectionEnd,
      selection.selectionDirection ?? 'none',
    );
    // typed before the list could open: it opens as the next keystroke would have opened it (not
    // for a text searched already: the list would cover the results the visitor asked for)
    if (typeaheadQuery(element.value) !== null && !selection.searched) stateRef.current?.open(null, 'input');
  }, []);
  return (
    <Input
      {...props}
      ref={input}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && state) {
          // `isOpen` as rendered: whether the list was open when the key was pressed
          if (state.isOpen) state.revert();
          else if (state.inputValue !== '') state.setInputValue('');
          return;
        }
        if (event.key !== 'Enter' || !state?.isOpen || state.selectionManager.focusedKey !== null) return;
        // searched here, so the form's own submit must not search again (react-aria prevents it under
        // React; under preact/compat, in the partner scripts, the form submitted as well)
        event.preventDefault();
        onEnter();
      }}
    />
  );
}
