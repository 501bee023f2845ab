import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Section } from './section';

describe('Section', () => {
  it('is a region named by its level-2 heading by default, unframed', () => {
    render(
      <Section heading="Shipping address" data-slot="shipping">
        <p>Ada Lovelace</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Shipping address' });
    expect(screen.getByRole('heading', { level: 2, name: 'Shipping address' })).toBeVisible();
    expect(region).toHaveAttribute('data-slot', 'shipping');
    expect(region).toHaveTextContent('Ada Lovelace');
  });

  it('frames itself as a card and takes the heading level and id it is given', () => {
    render(
      <Section heading="My Info" level={1} framed headingId="my-info-heading">
        <p>Details</p>
      </Section>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'My Info' });
    expect(heading).toHaveAttribute('id', 'my-info-heading');
    const region = screen.getByRole('region', { name: 'My Info' });
    expect(region).toHaveAttribute('aria-labelledby', 'my-info-heading');
    expect(region.className).toMatch(/border/);
  });

  it('sizes its heading by level unless told otherwise, semibold on request', () => {
    render(
      <>
        <Section heading="Summary">one</Section>
        <Section heading="Our Process" level={3} headingSize="xl" headingSemibold>
          two
        </Section>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Summary' })).toHaveClass('text-xl');
    const process = screen.getByRole('heading', { level: 3, name: 'Our Process' });
    expect(process).toHaveClass('text-xl', 'font-semibold');
    expect(process).not.toHaveClass('text-lg');
  });

  it('says it is busy while its content loads', () => {
    render(
      <Section heading="Reviews" aria-busy>
        …
      </Section>,
    );
    expect(screen.getByRole('region', { name: 'Reviews' })).toHaveAttribute('aria-busy', 'true');
  });

  it('gives two sections with the same title their own names', () => {
    render(
      <>
        <Section heading="Address">one</Section>
        <Section heading="Address">two</Section>
      </>,
    );
    const [first, second] = screen.getAllByRole('region', { name: 'Address' });
    expect(first?.getAttribute('aria-labelledby')).not.toBe(
      second?.getAttribute('aria-labelledby'),
    );
  });
});
