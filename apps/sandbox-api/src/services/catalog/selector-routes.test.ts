import { QUANTITY_INVALID_MESSAGE, QUANTITY_REQUIRED_MESSAGE } from '@storefront/pricing';
import { describe, expect, it } from 'vitest';
import { sandboxPerFile } from '../../testing.ts';
import type { SurfaceAttributesResponse } from './selector-routes.ts';
import { QUANTITY_INVALID, QUANTITY_REQUIRED } from './validate-selection.ts';
import type { SelectionValidation } from './validate-selection.ts';

const sandbox = sandboxPerFile();

const MAILER = {
  Size: '9 x 6 x 3',
  'Print Options': 'Outside full colour',
  Color: 'Kraft',
  Quantity: '250',
};

async function validate(
  attributes: Record<string, string>,
  product = 'custom-mailer-box',
  version = '3',
) {
  const query = new URLSearchParams(attributes).toString().replaceAll('+', '%20');
  const response = await sandbox.fetch(
    `/selector/products/${product}/versions/${version}:validate?${query}`,
  );
  return { status: response.status, body: (await response.json()) as SelectionValidation };
}

const attributesAtFault = (body: SelectionValidation) =>
  body.errors.map((error) => error.attribute);

describe('GET /selector/products/{id}/versions/{version}:validate', () => {
  it('accepts a selection the product offers, in any spelling', async () => {
    expect(await validate(MAILER)).toEqual({ status: 200, body: { valid: true, errors: [] } });
    expect(
      (
        await validate({
          ...MAILER,
          Size: '9x6x3',
          'Print Options': 'outside FULL color',
          Color: 'white',
        })
      ).body,
    ).toEqual({ valid: true, errors: [] });
  });

  it('accepts Width, Height and Depth instead of Size, and checks them against Size', async () => {
    const { Size: _size, ...rest } = MAILER;
    expect((await validate({ ...rest, Width: '9', Height: '6', Depth: '3' })).body.valid).toBe(
      true,
    );

    const mismatch = await validate({ ...MAILER, Width: '10' });
    expect(mismatch.body.errors).toEqual([
      { attribute: 'Width', message: 'Width 10 does not match Size 9 x 6 x 3 (Width 9)' },
    ]);
    const partial = await validate({ ...rest, Width: '9' });
    expect(attributesAtFault(partial.body)).toEqual(['Height', 'Depth']);
    const notOffered = await validate({ ...rest, Width: '7', Height: '7', Depth: '7' });
    expect(attributesAtFault(notOffered.body)).toEqual(['Size']);
  });

  it('names each attribute at fault', async () => {
    const { status, body } = await validate({
      Size: '7 x 7 x 7',
      'Print Options': 'Glitter',
      Color: 'Purple',
      Quantity: '30',
    });

    expect(status).toBe(200);
    expect(body.valid).toBe(false);
    expect(body.errors).toEqual([
      {
        attribute: 'Size',
        message:
          'Size 7 x 7 x 7 is not offered for Custom Mailer Box; choose one of 6 x 4 x 2, 8 x 6 x 2, 9 x 6 x 3, 10 x 8 x 4, 12 x 9 x 4, 14 x 10 x 4',
      },
      {
        attribute: 'Print Options',
        message:
          'Print Options "Glitter" is not offered for Custom Mailer Box; choose one of Outside only 1 colour, Outside full colour, Outside + inside full colour',
      },
      {
        attribute: 'Color',
        message: 'Color "Purple" is not offered for Custom Mailer Box; choose one of Kraft, White',
      },
      {
        attribute: 'Quantity',
        message:
          'Quantity 30 is not offered for Custom Mailer Box; choose one of 1, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000',
      },
    ]);
  });

  it('requires every attribute the product has, Quantity with the storefront messages', async () => {
    const { body } = await validate({});
    expect(body.errors).toEqual([
      { attribute: 'Size', message: 'Size is required' },
      { attribute: 'Print Options', message: 'Print Options is required' },
      { attribute: 'Color', message: 'Color is required' },
      { attribute: 'Quantity', message: QUANTITY_REQUIRED },
    ]);
    expect((await validate({ ...MAILER, Quantity: '2.5' })).body.errors).toEqual([
      { attribute: 'Quantity', message: QUANTITY_INVALID },
    ]);
    expect(QUANTITY_REQUIRED).toBe(QUANTITY_REQUIRED_MESSAGE);
    expect(QUANTITY_INVALID).toBe(QUANTITY_INVALID_MESSAGE);
  });

  it('rejects attributes the product does not have and a malformed size', async () => {
    expect(
      attributesAtFault((await validate({ ...MAILER, 'Logo Repeat Length': '4' })).body),
    ).toEqual(['Logo Repeat Length']);
    expect(
      (await validate({ Quantity: '1', Size: '9 x 6 x 3' }, 'service-charge', '1')).body.errors,
    ).toEqual([{ attribute: 'Size', message: 'Size is not an attribute of Service Charge' }]);
    expect((await validate({ Quantity: '1' }, 'service-charge', '1')).body.valid).toBe(true);
    expect((await validate({ ...MAILER, Size: 'large' })).body.errors).toEqual([
      {
        attribute: 'Size',
        message: 'Size "large" is not a size; write it as L x W x D in inches, e.g. 9 x 6 x 3',
      },
    ]);
  });

  it('ignores query parameters that are not attribute keys', async () => {
    expect((await validate({ ...MAILER, culture: 'en-US' })).body.valid).toBe(true);
  });

  it('answers 404 for an unknown product, version or method and 400 for a malformed version', async () => {
    expect((await validate(MAILER, 'custom-tube')).status).toBe(404);
    expect((await validate(MAILER, 'custom-mailer-box', '4')).status).toBe(404);
    expect(
      (await sandbox.fetch('/selector/products/custom-mailer-box/versions/3:check')).status,
    ).toBe(404);
    expect((await validate(MAILER, 'custom-mailer-box', 'v3')).status).toBe(400);
  });
});

describe('GET|POST /selector/products/{id}/versions/{version}/dependencies:calculated', () => {
  const calculate = async (product: string, body: unknown, version = '1') => {
    const response = await sandbox.fetch(
      `/selector/products/${product}/versions/${version}/dependencies:calculated`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      },
    );
    return { status: response.status, body: (await response.json()) as SurfaceAttributesResponse };
  };

  it('lays out the panels of a size for the box style', async () => {
    const { status, body } = await calculate('custom-gable-box', { Size: '8x4x8' });

    expect(status).toBe(200);
    expect(body).toMatchObject({
      productKey: 'custom-gable-box',
      boxStyle: 'gableBox',
      unit: 'in',
      attributes: { Size: '8 x 4 x 8', Width: 8, Height: 4, Depth: 8 },
      totalArea: 64 * 2 + 32 * 2 + 32 * 3,
    });
    expect(
      body.panels.map((panel) => [panel.panel, panel.label, panel.width, panel.height]),
    ).toEqual([
      ['front', 'Front', 8, 8],
      ['back', 'Back', 8, 8],
      ['left', 'Left side', 4, 8],
      ['right', 'Right side', 4, 8],
      ['top', 'Gable top and handle', 8, 4],
      ['bottom', 'Bottom', 8, 4],
      ['inside', 'Inside bottom', 8, 4],
    ]);
  });

  it('takes Width, Height and Depth, also as a GET query, and custom sizes', async () => {
    const posted = await calculate(
      'custom-mailer-box',
      { Width: 11, Height: '8.5', Depth: 2 },
      '3',
    );
    const response = await sandbox.fetch(
      '/selector/products/custom-mailer-box/versions/3/dependencies:calculated?Size=11%20x%208.5%20x%202',
    );

    expect(posted.body.attributes).toEqual({
      Size: '11 x 8.5 x 2',
      Width: 11,
      Height: 8.5,
      Depth: 2,
    });
    expect(await response.json()).toEqual(posted.body);
    expect(posted.body.panels.find((panel) => panel.panel === 'top')).toEqual({
      panel: 'top',
      label: 'Lid',
      width: 11,
      height: 8.5,
      area: 93.5,
    });
  });

  it('refuses a missing or malformed size with 400 naming the field', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, 'Size'],
      [{ Size: 'big' }, 'Size'],
      [{ Width: 9, Height: 6 }, 'Depth'],
      [{ Width: -1, Height: 6, Depth: 3 }, 'Width'],
    ];
    for (const [body, field] of cases) {
      const response = await calculate('custom-mailer-box', body, '3');
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(
        (response.body as unknown as { errors: Array<{ path: string }> }).errors[0]?.path,
      ).toBe(field);
    }
  });

  it('answers 404 for a product that is not a box, or an unknown product', async () => {
    expect(await calculate('service-charge', { Size: '9 x 6 x 3' })).toMatchObject({
      status: 404,
      body: { title: 'SurfacesNotFound' },
    });
    expect((await calculate('custom-tube', { Size: '9 x 6 x 3' })).status).toBe(404);
  });
});
