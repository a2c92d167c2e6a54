// Search UI: exported from the package root.
export * from './filters';
export * from './saved';
