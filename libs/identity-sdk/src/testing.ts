// @storefront/identity-sdk/testing: helpers for consumers' tests and stories, never
// re-exported by the root entry. `createStoryIdentity` is an in-memory `Identity` for places
// with no identity service to talk to (Storybook, component tests).
export {
  STORY_DEMO_ACCOUNT,
  STORY_RESET_TICKET,
  STORY_VERIFY_TICKET,
  createStoryIdentity,
} from './react/testing/story-identity';
export type {
  StoryAccount,
  StoryIdentity,
  StoryIdentityCall,
  StoryIdentityOptions,
} from './react/testing/story-identity';
