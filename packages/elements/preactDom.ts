/**
 * `react-dom` of the self-contained scripts: preact/compat, with one difference from React's made
 * up. react-aria builds its collections (a combobox's options, a list box's items) by rendering
 * them through `createPortal` into a document of its own, which React fills with `createElement`;
 * Preact 11 creates nodes with the parent's `ownerDocument.createElementNS`, removes them with
 * `remove()` and takes nodes of type 8 for its comment markers (preactjs/preact#4539 leaves this to
 * such libraries). Given a document without `createElementNS`, this gives it one whose nodes are
 * elements (type 1) that can remove themselves, so the collection builds as under React.
 *
 * And react-aria's keyboard handlers (`useKeyboard`: a combobox's arrows and Enter, a list's,
 * a menu's, Escape) read the key from a copy of the event (`{...event}`): React's synthetic event
 * has `key` and the rest as its own fields, a DOM event has them on its prototype, and the copy
 * came out without them, so under Preact no shortcut worked. Each keyboard event a handler gets
 * carries them as its own fields here (`currentTarget` as it is for that handler).
 */
import { options } from 'preact';
import { createPortal as preactCreatePortal } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

interface CollectionNode {
  nodeType: number;
  parentNode: { removeChild(node: CollectionNode): void } | null;
  remove?: () => void;
}

interface CollectionDocument {
  createElement(type: string): CollectionNode;
  createElementNS?: (namespace: string | null, type: string) => CollectionNode;
}

// what react-aria's keyboard handlers read of the copy: the key, the modifiers and the element
const KEYBOARD_FIELDS = 'key repeat altKey ctrlKey metaKey shiftKey target currentTarget'.split(' ');
const currentTargetOf = Object.getOwnPropertyDescriptor(Event.prototype, 'currentTarget')?.get;

const previousEventHook = options.event;
options.event = (event) => {
  const handled = previousEventHook ? previousEventHook(event) : event;
  if (handled instanceof KeyboardEvent) {
    for (const field of KEYBOARD_FIELDS)
      Object.defineProperty(handled, field, {
        // the element whose handler runs now, not the one an own field kept from the last handler
        value:
          field === 'currentTarget' ? currentTargetOf?.call(handled) : handled[field as keyof KeyboardEvent],
        enumerable: true,
        configurable: true,
      });
  }
  return handled;
};

export const createPortal: typeof preactCreatePortal = (vnode, container) => {
  const target = container as unknown as CollectionDocument;
  if (typeof target.createElementNS !== 'function' && typeof target.createElement === 'function') {
    target.createElementNS = (_namespace, type) => {
      const node = target.createElement(type);
      node.nodeType = 1;
      node.remove ??= () => node.parentNode?.removeChild(node);
      return node;
    };
  }
  return preactCreatePortal(vnode, container);
};
