import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/** What {@link renderOnServer} answers: the server's HTML in the document, not yet hydrated. */
export interface ServerRenderedPage {
  /** The HTML the server would send. */
  readonly html: string;
  /** The element holding that HTML, in the document. */
  readonly container: HTMLElement;
  /**
   * Hydrates the HTML with the same element. From then until `unmount()`, `errors` collects
   * what React reports: recoverable errors (a hydration mismatch) and console errors.
   */
  hydrate(): Promise<void>;
  /** React's recoverable errors and console errors since `hydrate()`; empty when all went well. */
  readonly errors: readonly unknown[];
  /** Unmounts the hydrated app, removes the container and gives the console back. */
  unmount(): void;
}

/** Runs `work` with React's test `act` enabled, as Testing Library's own `act` does. */
async function inActEnvironment<T>(work: () => Promise<T> | T): Promise<T> {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const previous = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    return await work();
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = previous;
  }
}

/**
 * Renders `ui` as the server does (`renderToString`) into a container in the document, so a
 * test can read the server's HTML before any JavaScript runs, then hydrate it and check that
 * hydration found nothing to complain about (a mismatch, a warning).
 *
 * @example
 * const page = renderOnServer(<BoxStyle initial="rigid" />);
 * expect(page.html).toContain('selected=""');
 * await page.hydrate();
 * expect(page.errors).toEqual([]);
 * page.unmount();
 */
export function renderOnServer(ui: ReactElement): ServerRenderedPage {
  const html = renderToString(ui);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  let root: Root | undefined;
  let restoreConsole = () => {};
  return {
    html,
    container,
    errors,
    async hydrate() {
      const consoleError = console.error;
      console.error = (...args: unknown[]) => errors.push(args);
      restoreConsole = () => {
        console.error = consoleError;
      };
      root = await inActEnvironment(() =>
        act(async () =>
          hydrateRoot(container, ui, { onRecoverableError: (error) => errors.push(error) }),
        ),
      );
    },
    unmount() {
      if (root) void inActEnvironment(async () => act(() => root?.unmount()));
      restoreConsole();
      container.remove();
    },
  };
}
