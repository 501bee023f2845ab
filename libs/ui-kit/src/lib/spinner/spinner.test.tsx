import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from '../skeleton/skeleton';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status named by its visually hidden label', () => {
    render(<Spinner label="Loading box styles" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading box styles');
  });
});

describe('Skeleton', () => {
  it('is hidden from assistive technology and takes the given size', () => {
    const { container } = render(<Skeleton shape="rect" width={240} height="10rem" />);
    const skeleton = container.querySelector('[data-slot="skeleton"]');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton).toHaveStyle({ width: '240px', height: '10rem' });
  });
});
