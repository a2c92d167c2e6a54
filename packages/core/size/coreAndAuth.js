// size-limit entry: everything a signed-in experience takes from core, both entries in full.
export * from '../dist/auth.js';
export * from '../dist/index.js';
