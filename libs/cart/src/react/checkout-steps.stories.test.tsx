import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import * as stories from './checkout-steps.stories';

// Storybook's core annotations (they give play functions their `canvas`), nothing of our own.
setProjectAnnotations([]);

const composed = Object.entries(composeStories(stories));

describe('CheckoutSteps stories', () => {
  it.each(composed)('%s renders and passes its play function', async (_name, Story) => {
    await expect(Story.run()).resolves.toBeUndefined();
  });
});
