import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tile } from './tile';

describe('Tile', () => {
  it('reserves the image size, loads it lazily and ties the action to the title', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(
      <Tile
        title="Mailer box"
        description="Self-locking, printed inside and out."
        image={{ src: '/mailer.webp', alt: 'A printed mailer box', width: 640, height: 480 }}
        actionLabel="Select"
        onAction={onAction}
      />,
    );

    const image = screen.getByRole('img', { name: 'A printed mailer box' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '480');

    expect(screen.getByRole('article', { name: 'Mailer box' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Mailer box' })).toBeInTheDocument();

    const select = screen.getByRole('button', { name: 'Select' });
    expect(select).toHaveAccessibleDescription('Mailer box');
    await user.click(select);
    expect(onAction).toHaveBeenCalledOnce();
  });
});
