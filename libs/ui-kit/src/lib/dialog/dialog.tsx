import {
  CloseButton,
  Description,
  Dialog as HeadlessDialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
} from '@headlessui/react';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode, RefObject } from 'react';
import { cn } from '../cn';
import { focusRing } from '../focus-ring';
import { CloseIcon } from '../icon/icon';

const panelVariants = cva(
  'relative flex max-h-[calc(100dvh-2rem)] w-full flex-col gap-4 overflow-y-auto rounded-brand border border-border bg-surface p-6 text-ink shadow-xl',
  {
    variants: {
      size: { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl' },
    },
    defaultVariants: { size: 'md' },
  },
);

/**
 * Props of {@link Dialog}.
 *
 * @example
 * const props: DialogProps = {
 *   open: true,
 *   onClose: () => setOpen(false),
 *   title: 'Edit address',
 *   closeLabel: 'Close',
 *   size: 'lg',
 * };
 */
export interface DialogProps extends VariantProps<typeof panelVariants> {
  open: boolean;
  /** Called on Escape, on a click outside the panel and from the close button. */
  onClose: () => void;
  /** Heading of the dialog; names it for assistive technology. */
  title: ReactNode;
  /** Short text under the title; read when the dialog opens. */
  description?: ReactNode;
  /** Accessible name of the close (×) button, e.g. "Close". */
  closeLabel: string;
  /** Element to focus on open; without it the first focusable element gets focus. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Buttons under the content, laid out at the end of the panel. */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * A modal dialog on Headless UI: focus moves into it and stays there, Escape and a click on
 * the backdrop close it, and focus returns to the element that opened it.
 *
 * @example
 * <Dialog
 *   open={isOpen}
 *   onClose={() => setOpen(false)}
 *   title="Remove this design?"
 *   description="The artwork stays in your library."
 *   closeLabel="Close"
 *   actions={
 *     <>
 *       <Button variant="secondary" onClick={() => setOpen(false)}>Keep</Button>
 *       <Button variant="danger" onClick={removeDesign}>Remove</Button>
 *     </>
 *   }
 * />
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  closeLabel,
  initialFocus,
  actions,
  children,
  size,
  className,
}: DialogProps) {
  return (
    <HeadlessDialog
      open={open}
      onClose={onClose}
      initialFocus={initialFocus}
      data-slot="dialog"
      className="relative z-50"
    >
      <DialogBackdrop className="fixed inset-0 bg-black/60" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel data-slot="dialog-panel" className={cn(panelVariants({ size }), className)}>
          <div className="flex items-start justify-between gap-4">
            <DialogTitle
              data-slot="dialog-title"
              className="font-brand-heading text-ink text-xl font-semibold"
            >
              {title}
            </DialogTitle>
            <CloseButton
              aria-label={closeLabel}
              data-slot="dialog-close"
              className={cn(
                'rounded-brand text-ink-muted hover:bg-surface-muted hover:text-ink -m-1 shrink-0 p-1',
                focusRing,
              )}
            >
              <CloseIcon className="size-5" />
            </CloseButton>
          </div>
          {description ? (
            <Description data-slot="dialog-description" className="text-ink-muted">
              {description}
            </Description>
          ) : null}
          {children ? <div data-slot="dialog-body">{children}</div> : null}
          {actions ? (
            <div
              data-slot="dialog-actions"
              className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end"
            >
              {actions}
            </div>
          ) : null}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
