import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ContentPageForm } from '../lib/get-page';
import { sampleContactPage } from '../lib/testing/sample-content';
import { ContentForm } from './content-form';
import { contentStory } from './testing/content-story';

const contactForm = sampleContactPage.form as ContentPageForm;

const meta = {
  title: 'Content/ContentForm',
  component: ContentForm,
  args: { form: contactForm, onSubmit: fn(async () => {}) },
  ...contentStory(),
} satisfies Meta<typeof ContentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contact form, filled in and sent: the values go out trimmed and the shopper is thanked. */
export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Your name/), ' Ada Lovelace ');
    await userEvent.type(canvas.getByLabelText(/Email/), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText(/Message/), 'Can you print on kraft?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(/^Thank you/);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '',
      message: 'Can you print on kraft?',
    });
  },
};

/** Sending an empty form names every required field and sends nothing. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email/), 'ada@');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByText('Your name is required')).toBeInTheDocument();
    await expect(canvas.getByText('Enter a valid email address')).toBeInTheDocument();
    await expect(canvas.getByText('Message is required')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sending fails: the shopper is told and keeps everything typed. */
export const SendingFails: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('Service unavailable'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Your name/), 'Ada');
    await userEvent.type(canvas.getByLabelText(/Email/), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText(/Message/), 'Hello');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Sorry, we could not send your message. Please try again.',
    );
    await expect(canvas.getByLabelText(/Your name/)).toHaveValue('Ada');
    await expect(canvas.getByLabelText(/Message/)).toHaveValue('Hello');
  },
};

/** A request form with long labels and only optional fields. */
export const LongLabels: Story = {
  args: {
    form: {
      id: 'custom-structure-request',
      submitLabel: 'Request a custom structure quote for my packaging project',
      fields: [
        {
          name: 'dimensions',
          label: 'Inner dimensions of the box you need (length × width × depth, in inches)',
          type: 'text',
          required: false,
        },
        {
          name: 'details',
          label: 'Anything else we should know',
          type: 'textarea',
          required: false,
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Inner dimensions/)).not.toBeRequired();
    await expect(
      canvas.getByRole('button', { name: /Request a custom structure quote/ }),
    ).toBeInTheDocument();
  },
};
