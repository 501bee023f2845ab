import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cartMessages } from '../lib/cart-messages';
import { CheckoutSteps } from './checkout-steps';

function createI18n(lng: 'en' | 'de') {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng,
    initAsync: false,
    ns: ['cart'],
    defaultNS: 'cart',
    interpolation: { escapeValue: false },
    resources: { en: { cart: cartMessages.en }, de: { cart: cartMessages.de } },
  });
  return i18n;
}

const english = createI18n('en');
const german = createI18n('de');

const withI18n: Decorator = (Story, context) => (
  <I18nextProvider i18n={context.parameters['language'] === 'de' ? german : english}>
    <Story />
  </I18nextProvider>
);

const meta = {
  title: 'Cart/CheckoutSteps',
  component: CheckoutSteps,
  args: { pathname: '/cart', onStepSelect: fn() },
  decorators: [withI18n],
} satisfies Meta<typeof CheckoutSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnCart: Story = {};

export const OnShippingAddress: Story = { args: { pathname: '/shipping-address' } };

export const OnShippingMethods: Story = { args: { pathname: '/shipping-methods' } };

export const OnPaymentGoingBack: Story = {
  args: { pathname: '/payment-info' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const payment = canvas.getByText('Payment').closest('li');
    await expect(payment).toHaveAttribute('aria-current', 'step');
    await userEvent.click(canvas.getByRole('button', { name: /Cart/ }));
    await expect(args.onStepSelect).toHaveBeenCalledWith({ id: 'viewCart', routes: ['/cart'] });
  },
};

export const German: Story = {
  args: { pathname: '/shipping-methods' },
  parameters: { language: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Fortschritt der Bestellung' })).toBeVisible();
    await expect(canvas.getByText('Versand').closest('li')).toHaveAttribute('aria-current', 'step');
  },
};

export const NotACheckoutPage: Story = { args: { pathname: '/order-confirmation' } };
