import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { moduleLoader } from './module-loader';

function renderReader(loader: ReturnType<typeof moduleLoader<{ answer: number }>>) {
  function Reader() {
    return <p>The answer is {loader.useModule().answer}.</p>;
  }
  render(
    <Suspense fallback={<p>Loading…</p>}>
      <Reader />
    </Suspense>,
  );
}

describe('moduleLoader', () => {
  it('downloads the module once, however often it is asked for', async () => {
    const importModule = vi.fn(async () => ({ answer: 42 }));
    const loader = moduleLoader(importModule);
    const [first, second] = await Promise.all([loader.load(), loader.load()]);
    expect(first).toBe(second);
    await loader.load();
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('marks the loaded module for use(), which then renders it without suspending', async () => {
    const module = { answer: 42 };
    const loader = moduleLoader(async () => module);
    await loader.load();
    expect(loader.load()).toMatchObject({ status: 'fulfilled', value: module });
  });

  it('tries again after a failed download', async () => {
    const importModule = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ answer: 42 });
    const loader = moduleLoader(importModule);
    await expect(loader.load()).rejects.toThrow('offline');
    await expect(loader.load()).resolves.toEqual({ answer: 42 });
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  it('renders a preloaded module in the first render, without the fallback', async () => {
    const loader = moduleLoader(async () => ({ answer: 42 }));
    await loader.load();
    renderReader(loader);
    expect(screen.getByText('The answer is 42.')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('suspends until a module that was not preloaded arrives, then renders it', async () => {
    const loader = moduleLoader(async () => ({ answer: 42 }));
    await act(async () => renderReader(loader));
    expect(screen.getByText('The answer is 42.')).toBeInTheDocument();
  });
});
