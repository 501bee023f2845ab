import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { cn } from '../cn';

const skeletonVariants = cva('bg-surface-muted motion-safe:animate-pulse', {
  variants: {
    shape: {
      text: 'h-[1em] w-full rounded-[calc(var(--brand-radius)/3)]',
      rect: 'w-full rounded-brand',
      circle: 'aspect-square rounded-full',
    },
    inline: { true: 'inline-block', false: 'block' },
  },
  defaultVariants: { shape: 'text', inline: false },
});

/**
 * Props of {@link Skeleton}. Size it with `width` and `height`, not with `w-*`/`h-*` classes:
 * the shape already sets a width and height (`cn` does not let a later class win).
 *
 * @example
 * const avatar: SkeletonProps = { shape: 'circle', width: 40 };
 * const priceInALine: SkeletonProps = { inline: true, width: '4rem', height: '1lh' };
 */
export interface SkeletonProps
  extends Omit<ComponentPropsWithRef<'span'>, 'children'>, VariantProps<typeof skeletonVariants> {
  /** CSS width; a number means pixels. Text and rect shapes are full width without it. */
  width?: number | string;
  /** CSS height; a number means pixels. The text shape is 1em tall without it. */
  height?: number | string;
  /** `true` for a placeholder inside a line of text (`inline-block`); a block by default. */
  inline?: boolean;
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
export function Skeleton({
  shape,
  inline,
  width,
  height,
  className,
  style,
  ...props
}: SkeletonProps) {
  const size: CSSProperties = {};
  if (width !== undefined) size.width = width;
  if (height !== undefined) size.height = height;
  return (
    <span
      aria-hidden="true"
      data-slot="skeleton"
      data-shape={shape ?? 'text'}
      className={cn(skeletonVariants({ shape, inline }), className)}
      style={{ ...size, ...style }}
      {...props}
    />
  );
}
