import {
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import type { DeferredModule } from '../deferredModule';

/** How a loaded trigger takes over from the plain button that stood in for it. */
export interface FirstOpen {
  /** The plain button had the focus: the loaded trigger takes it. */
  focusTrigger: boolean;
  /** The plain button was pressed before its overlay had loaded: the overlay opens once in. */
  open: boolean;
  /** ... pressed with the keyboard (Enter or Space): a menu focuses its first item, as react-aria's own keyboard open does. */
  keyboard: boolean;
}

const NOT_OPENED: FirstOpen = { focusTrigger: false, open: false, keyboard: false };

/** The plain button's props: it loads the overlay on intent, and asks for it to open when pressed. */
export interface PlainTriggerProps {
  ref: RefObject<HTMLButtonElement | null>;
  type: 'button';
  'aria-expanded': false;
  onPointerEnter: () => void;
  onFocus: () => void;
  onTouchStart: () => void;
  onPointerDown: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerLeave: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerCancel: () => void;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}

export interface DeferredTrigger<T> {
  /** The overlay's module once loaded, and how its trigger takes over; until then show a plain button. */
  loaded: { module: T; firstOpen: FirstOpen } | undefined;
  /** For the plain `<button>` that stands in for the trigger, of the same look and name. */
  triggerProps: PlainTriggerProps;
}

/**
 * A trigger (a menu's or a dialog's button) whose overlay stays out of the page's first script: a
 * plain button of the same look stands in for react-aria's until the overlay's module has loaded,
 * which starts when the visitor points at, touches or focuses it. The loaded trigger then takes its
 * place (and its focus). A press before then opens the overlay once it is in. The swap waits while
 * the plain button is held down, so that a press is never split between the two buttons.
 *
 * Not loaded when the page is idle: react-aria's first module reads the browser's locale through
 * Intl, which loads the locale's data, and with the overlay's first render that was a task of 100
 * to 130 ms under Lighthouse's 4x slowdown, after the gallery's first paint (its total blocking
 * time). A visitor's pointing or touching starts the load before the press that opens it.
 */
export function useDeferredTrigger<T>(deferred: DeferredModule<T>): DeferredTrigger<T> {
  const [loaded, setLoaded] = useState<DeferredTrigger<T>['loaded']>(() =>
    deferred.loaded === undefined ? undefined : { module: deferred.loaded, firstOpen: NOT_OPENED },
  );
  const button = useRef<HTMLButtonElement>(null);
  const pressing = useRef(false);
  const wanted = useRef({ open: false, keyboard: false });
  const swap = useCallback(() => {
    const module = deferred.loaded;
    const plain = button.current;
    // gone (another page), held down, or not in yet
    if (module === undefined || !plain || pressing.current) return;
    // the focused element of the button's own document or shadow root
    const root = plain.getRootNode() as Document | ShadowRoot;
    const firstOpen = { focusTrigger: root.activeElement === plain, ...wanted.current };
    // read and replaced in one task: no key press can fall between the focus read and the swap
    flushSync(() => setLoaded({ module, firstOpen }));
  }, [deferred]);
  const load = useCallback(() => {
    // a failed load leaves the plain button; the next intent tries again
    deferred.load().then(swap, () => undefined);
  }, [deferred, swap]);
  const release = useCallback(() => {
    pressing.current = false;
    swap();
  }, [swap]);
  return {
    loaded,
    triggerProps: {
      ref: button,
      type: 'button',
      'aria-expanded': false,
      onPointerEnter: load,
      onFocus: load,
      onTouchStart: load,
      onPointerDown: (event) => {
        if (event.button !== 0) return;
        pressing.current = true;
        load();
      },
      // a mouse that leaves while held lets go of the press; a finger leaves only after its click
      onPointerLeave: (event) => {
        if (event.pointerType === 'mouse') release();
      },
      onPointerCancel: release,
      onClick: (event) => {
        // Enter and Space click a button with no pointer (`detail` 0)
        wanted.current = { open: true, keyboard: event.detail === 0 };
        pressing.current = false;
        load();
      },
    },
  };
}

/**
 * The open state of a loaded trigger's overlay, opened once mounted when its plain button was
 * pressed: after the trigger has taken the focus, so that closing returns the focus to it.
 */
export function useFirstOpen(firstOpen: FirstOpen) {
  const [isOpen, setOpen] = useState(false);
  const [byKeyboard, setByKeyboard] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first open is the mount's only
  useEffect(() => {
    if (!firstOpen.open) return;
    setByKeyboard(firstOpen.keyboard);
    setOpen(true);
  }, []);
  const onOpenChange = useCallback((open: boolean) => {
    setOpen(open);
    if (!open) setByKeyboard(false);
  }, []);
  return { isOpen, onOpenChange, byKeyboard };
}
