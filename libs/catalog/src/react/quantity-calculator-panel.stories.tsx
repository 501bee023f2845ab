import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityCalculatorPanel, loadQuantityCalculatorForm } from './quantity-calculator-panel';
import { withCatalogProviders } from './testing/with-catalog-providers';

const meta = {
  title: 'Catalog/QuantityCalculatorPanel',
  component: QuantityCalculatorPanel,
  args: { onUseQuantity: fn() },
  // The form's code is its own chunk: loaded before the story renders, so play types at once.
  loaders: [async () => ({ form: await loadQuantityCalculatorForm() })],
  decorators: [withCatalogProviders({ className: 'max-w-3xl' })],
} satisfies Meta<typeof QuantityCalculatorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 100 lb of product in 10 × 8 × 4 in boxes: 48 boxes, handed on. */
export const Recommends: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Length/), '10');
    await userEvent.type(canvas.getByLabelText(/^Width/), '8');
    await userEvent.type(canvas.getByLabelText(/^Height/), '4');
    await userEvent.type(canvas.getByLabelText(/^Product to ship/), '1e00');
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '10 cartons of product need 37 boxes. We recommend 48 boxes.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Use 48 boxes' }));
    await expect(args.onUseQuantity).toHaveBeenCalledWith(48);
  },
};

/** Every field is required and must be valid. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Width/), '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(canvas.getByText('Length is required')).toBeVisible();
    await expect(canvas.getByText('Width must be a number greater than 0')).toBeVisible();
    await expect(canvas.getByText('Height is required')).toBeVisible();
    await expect(canvas.getByText('Quantity is required')).toBeVisible();
  },
};
