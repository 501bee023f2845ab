import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Records what a test file's pages would download, since jsdom has no object URLs: the blobs
 * handed to `URL.createObjectURL` and the file names of the clicked download links, emptied
 * before each test; the mocks are restored after it.
 *
 * @example
 * const { saved, names } = recordDownloads();
 * it('downloads the template', async () => {
 *   // … click "Download"
 *   expect(names).toEqual(['template.pdf']);
 * });
 */
export function recordDownloads(): { saved: Blob[]; names: string[] } {
  const saved: Blob[] = [];
  const names: string[] = [];
  beforeEach(() => {
    saved.length = 0;
    names.length = 0;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return `blob:test/${saved.length}`;
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());
  return { saved, names };
}
