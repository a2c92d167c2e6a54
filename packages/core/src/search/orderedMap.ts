/** The node type of an ordered map of the API (§3): `_order` lists the keys in order, each key holds a node. */
export type OrderedNode<M> = M extends { readonly [key: string]: infer T }
  ? Exclude<T, readonly string[]>
  : never;

/** The nodes of an ordered map in `_order`'s order; keys `_order` names but the map lacks are skipped. */
export function orderedNodes<M extends { readonly _order: readonly string[] }>(
  map: M | null | undefined,
): OrderedNode<M>[] {
  if (!map) return [];
  const nodes: OrderedNode<M>[] = [];
  const entries = map as unknown as Readonly<Record<string, unknown>>;
  for (const key of map._order) {
    if (key === '_order') continue;
    const node = entries[key];
    if (typeof node === 'object' && node !== null && !Array.isArray(node)) nodes.push(node as OrderedNode<M>);
  }
  return nodes;
}
