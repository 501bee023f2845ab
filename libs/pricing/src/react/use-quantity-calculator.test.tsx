import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useQuantityCalculator } from './use-quantity-calculator';

describe('useQuantityCalculator', () => {
  it('starts empty, invalid and without visible errors', () => {
    const { result } = renderHook(() => useQuantityCalculator());
    expect(result.current.values).toEqual({ length: '', width: '', height: '', quantity: '' });
    expect(result.current.isValid).toBe(false);
    expect(result.current.errors).toEqual({});
    expect(result.current.result).toBeNull();
  });

  it('shows a field’s error once it is touched', () => {
    const { result } = renderHook(() => useQuantityCalculator());
    act(() => result.current.setValue('length', '0'));
    expect(result.current.errors).toEqual({});
    act(() => result.current.touch('length'));
    expect(result.current.errors).toEqual({ length: 'Length must be a number greater than 0' });
    act(() => result.current.touch('length'));
    expect(result.current.errors).toEqual({ length: 'Length must be a number greater than 0' });
  });

  it('shows every error after calculate and returns null', () => {
    const { result } = renderHook(() => useQuantityCalculator());
    let outcome: unknown;
    act(() => {
      outcome = result.current.calculate();
    });
    expect(outcome).toBeNull();
    expect(result.current.errors).toEqual({
      length: 'Length is required',
      width: 'Width is required',
      height: 'Height is required',
      quantity: 'Quantity is required',
    });
  });

  it('computes the recommendation live once every field is valid', () => {
    const { result } = renderHook(() => useQuantityCalculator());
    act(() => {
      result.current.setValue('length', '10');
      result.current.setValue('width', '8');
      result.current.setValue('height', '4');
      result.current.setValue('quantity', '100');
    });
    expect(result.current.isValid).toBe(true);
    expect(result.current.result).toMatchObject({ boxesNeeded: 37, recommendedQuantity: 48 });
    let outcome: unknown;
    act(() => {
      outcome = result.current.calculate();
    });
    expect(outcome).toEqual(result.current.result);
    expect(result.current.errors).toEqual({});
  });

  it('keeps only the digits of the quantity', () => {
    const { result } = renderHook(() =>
      useQuantityCalculator({ initialValues: { quantity: '1,0e0' } }),
    );
    expect(result.current.values.quantity).toBe('100');
    act(() => result.current.setValue('quantity', '-25.5'));
    expect(result.current.values.quantity).toBe('255');
  });

  it('applies product meta overrides', () => {
    const { result } = renderHook(() =>
      useQuantityCalculator({
        initialValues: { length: '10', width: '8', height: '4', quantity: '100' },
        meta: { defaultIncrement: 25 },
      }),
    );
    expect(result.current.result?.recommendedQuantity).toBe(50);
  });

  it('resets to the initial values and hides errors', () => {
    const { result } = renderHook(() => useQuantityCalculator({ initialValues: { length: '10' } }));
    act(() => {
      result.current.setValue('length', 'abc');
      result.current.calculate();
    });
    expect(result.current.errors.length).toBe('Length must be a number greater than 0');
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ length: '10', width: '', height: '', quantity: '' });
    expect(result.current.errors).toEqual({});
  });

  it('throws for invalid product meta', () => {
    expect(() =>
      renderHook(() => useQuantityCalculator({ meta: { defaultIncrement: 0 } })),
    ).toThrow('Default increment must be a whole number greater than 0');
  });
});
