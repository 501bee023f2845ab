import { act, renderHook } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { useControlledValue } from './use-controlled-value';

it('keeps the new value, then reports it', () => {
  const onChange = vi.fn();
  const { result } = renderHook(() => useControlledValue<string | null, string>(null, onChange));
  expect(result.current[0]).toBeNull();
  act(() => result.current[1]('mailer'));
  expect(result.current[0]).toBe('mailer');
  expect(onChange).toHaveBeenCalledWith('mailer');
});
