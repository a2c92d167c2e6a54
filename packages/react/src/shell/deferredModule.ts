/**
 * A module a page's first script leaves out, loaded on demand: once, and again after a failed
 * load (the next demand retries). `loaded` holds it once in, so a later render need not wait.
 */
export interface DeferredModule<T> {
  readonly loaded: T | undefined;
  load(): Promise<T>;
}

export function deferredModule<T>(importModule: () => Promise<T>): DeferredModule<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    get loaded() {
      return loaded;
    },
    load() {
      loading ??= importModule().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}
