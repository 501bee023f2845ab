import { describe, expect, it } from 'vitest';
import {
  chamferedRectPolygon,
  isInsideOrOn,
  isSimplePolygon,
  isStrictlyInside,
  offsetPolygon,
  polygonArea,
  rectPolygon,
  signedArea,
  withoutCollinearPoints,
} from './geometry';

describe('dieline geometry helpers', () => {
  it('measures clockwise-on-screen polygons as positive', () => {
    expect(signedArea(rectPolygon(0, 0, 2, 3))).toBe(6);
    expect(signedArea([...rectPolygon(0, 0, 2, 3)].reverse())).toBe(-6);
    expect(polygonArea(chamferedRectPolygon(0, 0, 2, 2, [0.5, 0.5, 0, 0]))).toBeCloseTo(
      4 - 0.25,
      12,
    );
  });

  it('tells simple polygons from self-intersecting and degenerate ones', () => {
    expect(isSimplePolygon(rectPolygon(0, 0, 1, 1))).toBe(true);
    const bowtie = [
      { x: 0, y: 0 },
      { x: 1, y: 1 },
      { x: 1, y: 0 },
      { x: 0, y: 1 },
    ];
    expect(isSimplePolygon(bowtie)).toBe(false);
    const spike = [
      { x: 0, y: 0 },
      { x: 2, y: 0 },
      { x: 1, y: 0 },
      { x: 1, y: 1 },
    ];
    expect(isSimplePolygon(spike)).toBe(false);
    expect(
      isSimplePolygon([
        { x: 0, y: 0 },
        { x: 0, y: 0 },
        { x: 1, y: 1 },
      ]),
    ).toBe(false);
  });

  it('offsets every edge by the distance, outwards or inwards', () => {
    const square = rectPolygon(0, 0, 1, 1);
    expect(offsetPolygon(square, 0.125)).toEqual([
      { x: -0.125, y: -0.125 },
      { x: 1.125, y: -0.125 },
      { x: 1.125, y: 1.125 },
      { x: -0.125, y: 1.125 },
    ]);
    expect(polygonArea(offsetPolygon(square, -0.125))).toBeCloseTo(0.5625, 12);
    // A notch narrower than twice the offset closes up: the result is no longer simple.
    const notched = [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 1, y: 1 },
      { x: 0.55, y: 1 },
      { x: 0.55, y: 0.2 },
      { x: 0.45, y: 0.2 },
      { x: 0.45, y: 1 },
      { x: 0, y: 1 },
    ];
    expect(isSimplePolygon(offsetPolygon(notched, 0.125))).toBe(false);
  });

  it('finds points inside, on and outside a polygon', () => {
    const square = rectPolygon(0, 0, 1, 1);
    expect(isStrictlyInside({ x: 0.5, y: 0.5 }, square)).toBe(true);
    expect(isStrictlyInside({ x: 1, y: 0.5 }, square)).toBe(false);
    expect(isInsideOrOn({ x: 1, y: 0.5 }, square)).toBe(true);
    expect(isInsideOrOn({ x: 1.01, y: 0.5 }, square)).toBe(false);
  });

  it('drops points on a straight line', () => {
    expect(
      withoutCollinearPoints([
        { x: 0, y: 0 },
        { x: 0.5, y: 0 },
        { x: 1, y: 0 },
        { x: 1, y: 1 },
        { x: 0, y: 1 },
      ]),
    ).toEqual(rectPolygon(0, 0, 1, 1));
  });
});
