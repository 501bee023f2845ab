import { sandboxPerFile } from '@storefront/sandbox-api/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findTotal, productPageSandbox } from './testing/product-view-sandbox';

// The product page with the sandbox's services, in-process: $1 sample pages and the sample limits.
const page = productPageSandbox(sandboxPerFile());

describe('ProductView: $1 sample pages', () => {
  const sample = {
    productConfigId: 'custom-mailer-box-sample',
    slug: 'custom-mailer-box-sample',
    title: 'Mailer Box Sample',
  };

  it('shows the $1 price, quantity 1 and adds the sample', async () => {
    const user = userEvent.setup();
    const { onAddSample } = page.renderPage(sample);
    await findTotal('Total $1.00, $1.00 per box');
    expect(screen.getByText('Quantity: 1 sample box')).toBeInTheDocument();
    expect(
      screen.getByText(
        'A customer may have up to three $1 samples, one per size and style at a time.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get started' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add sample' }));
    expect(onAddSample).toHaveBeenCalledWith({
      productKey: 'custom-mailer-box-sample',
      attributes: expect.objectContaining({ Quantity: 1, Size: '9 x 6 x 3' }),
    });
  });

  it('refuses a fourth sample and the same sample twice', async () => {
    const user = userEvent.setup();
    const { onAddSample } = page.renderPage({
      ...sample,
      sampleLines: [
        { productKey: 'custom-gable-box-sample', size: '8 x 4 x 8' },
        { productKey: 'shipping-box-sample', size: '10 x 8 x 6' },
        { productKey: 'custom-square-mailer-box-sample', size: '8 x 4 x 8' },
      ],
    });
    await findTotal('Total $1.00, $1.00 per box');
    await user.click(screen.getByRole('button', { name: 'Add sample' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You already have three $1 samples.');
    expect(onAddSample).not.toHaveBeenCalled();
  });

  it('refuses the same style in the same size', async () => {
    const user = userEvent.setup();
    const { onAddSample } = page.renderPage({
      ...sample,
      sampleLines: [{ productKey: 'custom-mailer-box-sample', size: '9 x 6 x 3' }],
    });
    await findTotal('Total $1.00, $1.00 per box');
    expect(screen.getByText('You can add 2 more samples.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add sample' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You already have this sample in this size. Choose another size or style.',
    );
    expect(onAddSample).not.toHaveBeenCalled();
  });
});
