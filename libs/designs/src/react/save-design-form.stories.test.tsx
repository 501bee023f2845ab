import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import * as stories from './save-design-form.stories';

const composed = Object.entries(composeStories(stories));

describe('SaveDesignForm stories', () => {
  it.each(composed)('%s renders and passes its play function', async (_name, Story) => {
    await expect(Story.run()).resolves.toBeUndefined();
  });
});
