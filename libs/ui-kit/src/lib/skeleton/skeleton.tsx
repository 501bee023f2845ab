import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { cn } from '../cn';

const skeletonVariants = cva('block bg-surface-muted motion-safe:animate-pulse', {
  variants: {
    shape: {
      text: 'h-[1em] w-full rounded-[calc(var(--brand-radius)/3)]',
      rect: 'w-full rounded-brand',
      circle: 'aspect-square rounded-full',
    },
  },
  defaultVariants: { shape: 'text' },
});

/**
 * Props of {@link Skeleton}.
 *
 * @example
 * const avatar: SkeletonProps = { shape: 'circle', width: 40 };
 */
export interface SkeletonProps
  extends Omit<ComponentPropsWithRef<'span'>, 'children'>, VariantProps<typeof skeletonVariants> {
  /** CSS width; a number means pixels. */
  width?: number | string;
  /** CSS height; a number means pixels. */
  height?: number | string;
}

/**
 * A grey placeholder in the shape of content that is still loading. It is hidden from
 * assistive technology; announce loading once nearby (a {@link Spinner} or `aria-busy`).
 *
 * @example
 * <div aria-busy="true">
 *   <Skeleton shape="rect" height={180} />
 *   <Skeleton shape="text" width="60%" />
 * </div>
 */
export function Skeleton({ shape, width, height, className, style, ...props }: SkeletonProps) {
  const size: CSSProperties = {};
  if (width !== undefined) size.width = width;
  if (height !== undefined) size.height = height;
  return (
    <span
      aria-hidden="true"
      data-slot="skeleton"
      data-shape={shape ?? 'text'}
      className={cn(skeletonVariants({ shape }), className)}
      style={{ ...size, ...style }}
      {...props}
    />
  );
}
