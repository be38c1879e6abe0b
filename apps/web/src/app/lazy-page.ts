import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import { TIMEOUTS_MS } from '@eventos/domain';

type PageModule = { default: ComponentType; loader?: LoaderFunction };

/** Rejects if the route's code hasn't arrived after `ms` (SPEC §8: chunk loads time out at 120 s). */
export function withTimeout<T>(promise: Promise<T>, ms: number = TIMEOUTS_MS.chunkLoad): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Tiempo de espera agotado al cargar la página.')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Route `lazy` for a page module with a default-exported component (one chunk per route). */
export function lazyPage(load: () => Promise<PageModule>) {
  return async () => {
    const module = await withTimeout(load());
    // A page's server loader (app/ssr-loader.ts) comes with its code.
    return module.loader ? { Component: module.default, loader: module.loader } : { Component: module.default };
  };
}
