import { useEffect, useRef, useState } from 'react';

/**
 * The width of the element the returned ref is put on, in whole pixels, kept current as it
 * resizes (`fallback` until it has been measured, or where ResizeObserver is missing).
 *
 * @example
 * const { element, width } = useContainerWidth(720);
 */
export function useContainerWidth(fallback: number) {
  const element = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const node = element.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { element, width };
}
