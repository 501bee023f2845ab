import { useId, type ReactNode } from 'react';
import { Card } from '../card/card';
import { cn } from '../cn';

const HEADING_SIZES = { '3xl': 'text-3xl', xl: 'text-xl', lg: 'text-lg' } as const;

/** Each level's heading size, unless `headingSize` says otherwise. */
const LEVEL_SIZES = { 1: '3xl', 2: 'xl', 3: 'lg' } as const;

/**
 * Props of {@link Section}.
 *
 * @example
 * const props: SectionProps = { heading: 'Password', framed: true, 'data-slot': 'password-change' };
 */
export interface SectionProps {
  /** The section's title; it also names the region for assistive technology. */
  heading: ReactNode;
  /** Heading level: 1 for a page's own content, 2 (default) for a part of a page, 3 inside one. */
  level?: 1 | 2 | 3;
  /** The heading's size where it differs from its level's (`3xl`, `xl`, `lg` for 1, 2, 3). */
  headingSize?: keyof typeof HEADING_SIZES;
  /** A semibold heading (panels and tiles); the brand heading font's own weight otherwise. */
  headingSemibold?: boolean;
  /** Framed as an outlined Card; a plain `section` otherwise (default). */
  framed?: boolean;
  /** The heading's id, where the page links to it; generated otherwise. */
  headingId?: string;
  className?: string;
  /** While its content loads (a fetch under way). */
  'aria-busy'?: boolean | undefined;
  'data-slot'?: string;
  children?: ReactNode;
}

/**
 * A titled region: a `section` labelled by its heading (`aria-labelledby`), plain or framed
 * as a Card. Account forms, order totals, the checkout's address parts and account pages use it
 * instead of hand-writing the heading, its id and the label.
 *
 * @example
 * <Section heading="Order summary" framed><OrderTotals … /></Section>
 * <Section heading="My Info" level={1} className="flex flex-col gap-6">…</Section>
 * <Section heading="Our Process" level={3} headingSize="xl" headingSemibold framed>…</Section>
 */
export function Section({
  heading,
  level = 2,
  headingSize = LEVEL_SIZES[level],
  headingSemibold = false,
  framed = false,
  headingId,
  className,
  children,
  ...props
}: SectionProps) {
  const generatedId = useId();
  const id = headingId ?? generatedId;
  const Heading = `h${level}` as const;
  const content = (
    <>
      <Heading
        id={id}
        className={cn(
          'font-brand-heading text-ink',
          HEADING_SIZES[headingSize],
          headingSemibold && 'font-semibold',
        )}
      >
        {heading}
      </Heading>
      {children}
    </>
  );
  return framed ? (
    <Card as="section" aria-labelledby={id} className={className} {...props}>
      {content}
    </Card>
  ) : (
    <section aria-labelledby={id} className={className} {...props}>
      {content}
    </section>
  );
}
