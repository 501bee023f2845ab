import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Identity } from '../index';
import { IdentityProvider } from './identity-provider';
import { createStoryIdentity, STORY_DEMO_ACCOUNT } from './testing/story-identity';
import { useIdentity, useIdentityInstance, useIsSignedIn } from './use-identity';

function SessionStatus() {
  const { state } = useIdentity();
  const isSignedIn = useIsSignedIn();
  return (
    <p>
      {state.status} {isSignedIn ? 'customer' : 'visitor'} {state.profile?.firstName ?? ''}
    </p>
  );
}

describe('IdentityProvider', () => {
  it('starts the identity once, also under StrictMode, and shows its state', async () => {
    const identity = createStoryIdentity();
    const init = vi.spyOn(identity, 'init');
    render(
      <StrictMode>
        <IdentityProvider identity={identity}>
          <SessionStatus />
        </IdentityProvider>
      </StrictMode>,
    );
    expect(screen.getByText(/initializing visitor/)).toBeInTheDocument();
    expect(await screen.findByText(/anonymous visitor/)).toBeInTheDocument();
    expect(init).toHaveBeenCalledTimes(1);
  });

  it('does not start an identity again when the provider mounts again', async () => {
    const identity = createStoryIdentity();
    const init = vi.spyOn(identity, 'init');
    const first = render(<IdentityProvider identity={identity} />);
    first.unmount();
    render(<IdentityProvider identity={identity} />);
    await waitFor(() => expect(identity.getState().status).toBe('anonymous'));
    expect(init).toHaveBeenCalledTimes(1);
  });

  it('re-renders its readers when the session changes, not those of the identity alone', async () => {
    const identity = createStoryIdentity();
    const instanceRenders = vi.fn();
    function TokenReader() {
      instanceRenders(useIdentityInstance());
      return null;
    }
    render(
      <IdentityProvider identity={identity}>
        <TokenReader />
        <SessionStatus />
      </IdentityProvider>,
    );
    await screen.findByText(/anonymous visitor/);
    await act(() =>
      identity.signIn({ email: STORY_DEMO_ACCOUNT.email, password: STORY_DEMO_ACCOUNT.password }),
    );
    expect(screen.getByText('signedIn customer Dana')).toBeInTheDocument();
    await act(() => identity.signOut());
    expect(screen.getByText(/anonymous visitor/)).toBeInTheDocument();
    expect(instanceRenders).toHaveBeenCalledTimes(1);
    expect(instanceRenders).toHaveBeenCalledWith(identity);
  });

  it('unsubscribes when it unmounts and leaves the identity running', async () => {
    const identity = createStoryIdentity();
    const unsubscribe = vi.fn();
    const subscribe = identity.subscribe;
    vi.spyOn(identity, 'subscribe').mockImplementation((listener) => {
      const stop = subscribe(listener);
      return () => {
        unsubscribe();
        stop();
      };
    });
    const destroy = vi.spyOn(identity, 'destroy');
    const view = render(<IdentityProvider identity={identity} />);
    await waitFor(() => expect(identity.getState().status).toBe('anonymous'));
    view.unmount();
    expect(unsubscribe).toHaveBeenCalled();
    expect(destroy).not.toHaveBeenCalled();
  });

  it('keeps one snapshot while getState builds equal objects', async () => {
    const identity = createStoryIdentity();
    const getState = identity.getState;
    vi.spyOn(identity, 'getState').mockImplementation(() => ({ ...getState() }));
    const renders = vi.fn();
    function Reader() {
      renders(useIdentity().state);
      return null;
    }
    render(
      <IdentityProvider identity={identity}>
        <Reader />
      </IdentityProvider>,
    );
    await waitFor(() =>
      expect(renders).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'anonymous' })),
    );
    const states = new Set(renders.mock.calls.map(([state]) => state));
    expect(states.size).toBe(2);
  });

  it('reports a failed start to onInitError', async () => {
    const identity: Identity = createStoryIdentity({
      fail: { init: 'Invalid identity configuration' },
    });
    const onInitError = vi.fn();
    render(<IdentityProvider identity={identity} onInitError={onInitError} />);
    await waitFor(() =>
      expect(onInitError).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Invalid identity configuration' }),
      ),
    );
  });

  it('logs a failed start to the console by default', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<IdentityProvider identity={createStoryIdentity({ fail: { init: 'No tenant' } })} />);
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Identity initialisation failed',
        expect.objectContaining({ message: 'No tenant' }),
      ),
    );
    error.mockRestore();
  });
});

describe('useIdentity', () => {
  it('throws outside IdentityProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useIdentity())).toThrow(
      'useIdentity must be used within IdentityProvider',
    );
    expect(() => renderHook(() => useIsSignedIn())).toThrow(
      'useIdentity must be used within IdentityProvider',
    );
    expect(() => renderHook(() => useIdentityInstance())).toThrow(
      'useIdentity must be used within IdentityProvider',
    );
    vi.restoreAllMocks();
  });

  it('gives the identity and its state', async () => {
    const identity = createStoryIdentity({ signedIn: true });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <IdentityProvider identity={identity}>{children}</IdentityProvider>
    );
    const { result } = renderHook(() => ({ ...useIdentity(), isSignedIn: useIsSignedIn() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.isSignedIn).toBe(true));
    expect(result.current.identity).toBe(identity);
    expect(result.current.state.profile?.email).toBe(STORY_DEMO_ACCOUNT.email);
  });
});
