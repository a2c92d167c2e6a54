import type { FormEvent, Ref } from 'react';
import { cx } from '../../../styles/cx';
import { SearchIcon } from './SearchIcon';
import { type SearchBoxTranslations, searchBoxTranslations } from './searchBoxTranslations';

type Slot = 'root' | 'input' | 'submit';

export interface SearchBoxPlainViewProps {
  /** The text in the box. */
  inputValue: string;
  onInputChange?: (text: string) => void;
  /** Enter or the search button: search the text. */
  onSubmit?: (text: string) => void;
  /**
   * The visitor is about to use the box: the pointer over it, a touch or the focus on it (the
   * deferred box loads its combobox then, if it has not yet).
   */
  onIntent?: () => void;
  /** The input, for the combobox that replaces it to take over its focus and caret. */
  inputRef?: Ref<HTMLInputElement> | undefined;
  classNames?: Partial<Record<Slot, string>>;
  translations?: Partial<Pick<SearchBoxTranslations, 'label' | 'placeholder' | 'submit'>>;
}

/**
 * The search box before its combobox has loaded (`DeferredSearchBox`): the same elements, classes
 * and size as `SearchBoxView` with its list closed, so nothing moves when the combobox takes over.
 * Typing, Enter and the search button work already; Escape clears the text, as the combobox's does
 * with its list closed. Its input is announced as the collapsed combobox it becomes.
 */
export function SearchBoxPlainView({
  inputValue,
  onInputChange,
  onSubmit,
  onIntent,
  inputRef,
  classNames = {},
  translations,
}: SearchBoxPlainViewProps) {
  const t = { ...searchBoxTranslations, ...translations };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.(inputValue);
  };
  return (
    <search
      className={cx('trove-root', 'trove-search-box', classNames.root)}
      part="search"
      onPointerEnter={onIntent}
      onPointerDown={onIntent}
      onFocus={onIntent}
    >
      <form className="trove-search-box__form" onSubmit={submit}>
        <div className="trove-search-box__combobox">
          <input
            ref={inputRef}
            type="text"
            role="combobox"
            aria-expanded="false"
            aria-autocomplete="list"
            aria-label={t.label}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            placeholder={t.placeholder}
            className={cx('trove-search-box__input', classNames.input)}
            part="input"
            value={inputValue}
            onChange={(event) => onInputChange?.(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && inputValue !== '') onInputChange?.('');
            }}
          />
        </div>
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
