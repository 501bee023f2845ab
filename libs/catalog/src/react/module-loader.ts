import { use } from 'react';

/** A promise that says it has settled, as React's `use` reads it. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * A code-split module, downloaded once. `load()` starts the download (or joins the one under
 * way): call it on hover, focus or mount to start early. `useModule()`, inside a component under a
 * `Suspense` boundary, returns the module and suspends until it has arrived; once it has,
 * every render gets it at once, without showing the fallback (`React.lazy` still suspends on
 * its first render after a preload). On the server the render waits for it; while hydrating,
 * React keeps the boundary's server HTML until it arrives. A failed download is thrown to the
 * nearest error boundary and tried again on the next `load()`.
 *
 * @example
 * const calculatorForm = moduleLoader(() => import('./quantity-calculator-form'));
 * function CalculatorForm(props: Props) {
 *   const { QuantityCalculatorForm } = calculatorForm.useModule();
 *   return <QuantityCalculatorForm {...props} />;
 * }
 */
export function moduleLoader<Module>(importModule: () => Promise<Module>) {
  let pending: TrackedPromise<Module> | undefined;
  const load = (): Promise<Module> => {
    if (pending) return pending;
    const promise: TrackedPromise<Module> = importModule().then(
      (module) => {
        // `use` returns a promise marked fulfilled at once, even one it has not seen before.
        promise.status = 'fulfilled';
        promise.value = module;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    pending = promise;
    return promise;
  };
  /** The module, suspending the calling component until it has arrived. */
  function useModule(): Module {
    return use(load());
  }
  return { load, useModule };
}
