import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button';
import { Dialog } from './dialog';

function RemoveDesign({ focusKeep = false }: { focusKeep?: boolean }) {
  const [open, setOpen] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Remove design</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Remove this design?"
        description="The artwork stays in your library."
        closeLabel="Close"
        initialFocus={focusKeep ? keepRef : undefined}
        actions={
          <>
            <Button ref={keepRef} variant="secondary" onClick={() => setOpen(false)}>
              Keep
            </Button>
            <Button variant="danger" onClick={() => setOpen(false)}>
              Remove
            </Button>
          </>
        }
      />
    </>
  );
}

describe('Dialog', () => {
  it('opens named and described, with focus inside', async () => {
    const user = userEvent.setup();
    render(<RemoveDesign />);

    await user.click(screen.getByRole('button', { name: 'Remove design' }));

    const dialog = await screen.findByRole('dialog', { name: 'Remove this design?' });
    expect(dialog).toHaveAccessibleDescription('The artwork stays in your library.');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  });

  it('focuses the element given as initialFocus', async () => {
    const user = userEvent.setup();
    render(<RemoveDesign focusKeep />);

    await user.click(screen.getByRole('button', { name: 'Remove design' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus());
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<RemoveDesign />);
    await user.click(screen.getByRole('button', { name: 'Remove design' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    for (let press = 0; press < 5; press += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let press = 0; press < 5; press += 1) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<RemoveDesign />);
    const opener = screen.getByRole('button', { name: 'Remove design' });
    await user.click(opener);
    await screen.findByRole('dialog');

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes from its labelled close button', async () => {
    const user = userEvent.setup();
    render(<RemoveDesign />);
    await user.click(screen.getByRole('button', { name: 'Remove design' }));

    await user.click(await screen.findByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
