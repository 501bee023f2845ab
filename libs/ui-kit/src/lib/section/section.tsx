import { useId, type ReactNode } from 'react';
import { Card } from '../card/card';

const HEADING_CLASSES = {
  1: 'font-brand-heading text-ink text-3xl',
  2: 'font-brand-heading text-ink text-xl',
  3: 'font-brand-heading text-ink text-lg',
} as const;

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
  /** Framed as an outlined Card; a plain `section` otherwise (default). */
  framed?: boolean;
  /** The heading's id, where the page links to it; generated otherwise. */
  headingId?: string;
  className?: string;
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
 */
export function Section({
  heading,
  level = 2,
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
      <Heading id={id} className={HEADING_CLASSES[level]}>
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
