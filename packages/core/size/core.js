// size-limit entry: the main entry in full.
export * from '../dist/index.js';
