/**
 * `react-dom` of the self-contained scripts: preact/compat, with one difference from React's made
 * up. react-aria builds its collections (a combobox's options, a list box's items) by rendering
 * them through `createPortal` into a document of its own, which React fills with `createElement`;
 * Preact 11 creates nodes with the parent's `ownerDocument.createElementNS`, removes them with
 * `remove()` and takes nodes of type 8 for its comment markers (preactjs/preact#4539 leaves this to
 * such libraries). Given a document without `createElementNS`, this gives it one whose nodes are
 * elements (type 1) that can remove themselves, so the collection builds as under React.
 */
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
