import type { Decorator, Preview } from '@storybook/react-vite';
import './preview.css';

const BRANDS = ['boxup', 'ybd', 'kartonwerk'] as const;
type Brand = (typeof BRANDS)[number];

function isBrand(value: unknown): value is Brand {
  return BRANDS.some((brand) => brand === value);
}

/** Themes the story with the brand chosen in the toolbar. */
const withBrand: Decorator = (Story, context) => {
  const brand = isBrand(context.globals['brand']) ? context.globals['brand'] : 'boxup';
  // Dialogs and listbox options are portalled to <body>, outside the wrapper below, so the
  // document element carries the brand as well (as it does in the apps).
  document.documentElement.setAttribute('data-brand', brand);
  return (
    <div data-brand={brand} className="bg-surface font-brand-body text-ink min-h-screen p-6">
      <Story />
    </div>
  );
};

const preview: Preview = {
  decorators: [withBrand],
  globalTypes: {
    brand: {
      description: 'Brand theme (data-brand)',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'boxup', title: 'BoxUp (default store)' },
          { value: 'ybd', title: 'YBD (showroom)' },
          { value: 'kartonwerk', title: 'Kartonwerk (partner)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'boxup' },
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
