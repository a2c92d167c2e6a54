// Detail panes opened in place from a tile. Filled in by the panes work; exported from the package root.
export {};
