import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentImageSchema, productCardSchema } from './content-schemas';
import type { Decoder } from './decode';
import { headerMenuResultSchema } from './get-header-menu';
import { landingScreenResultSchema } from './get-landing-screen';
import { graphQLResponseSchema } from './graphql-response';

// The decoders replaced these zod schemas on the first load: both must accept and reject the
// same data, with the same paths and messages, and drop the same unknown fields.
const zodImage = z.object({
  url: z.string().min(1),
  alt: z.string(),
  width: z.number().int().nonnegative(),
  height: z.number().int().nonnegative(),
});
const zodCard = z.object({
  id: z.string().min(1),
  title: z.string(),
  descriptionHtml: z.string(),
  image: zodImage,
  buttonText: z.string(),
  openInNewTab: z.boolean(),
  redirectUri: z.string(),
});
const zodMenu = z.object({
  headerMenu: z.array(
    z.object({ label: z.string().min(1), href: z.string().min(1), openInNewTab: z.boolean() }),
  ),
});
const zodLanding = z.object({
  landingScreen: z
    .object({
      heading: z.string(),
      introHtml: z.string(),
      hero: zodImage.extend({ mobile: zodImage.nullable().optional() }),
      sections: z.array(
        z.object({ title: z.string(), bodyHtml: z.string(), cards: z.array(zodCard) }),
      ),
    })
    .nullable(),
});
const zodResponse = z.object({
  data: z.unknown().optional(),
  errors: z
    .array(
      z.looseObject({
        message: z.string(),
        path: z.array(z.union([z.string(), z.number()])).optional(),
        locations: z.array(z.object({ line: z.number(), column: z.number() })).optional(),
        extensions: z.record(z.string(), z.unknown()).optional(),
      }),
    )
    .optional(),
});

const image = { url: '/i.svg', alt: '', width: 300, height: 200 };
const portrait = { url: '/p.svg', alt: '', width: 1500, height: 2000 };
const card = {
  id: 'mailer',
  title: 'Mailer',
  descriptionHtml: '<p>Box</p>',
  image,
  buttonText: 'Select',
  openInNewTab: false,
  redirectUri: '/product/mailer',
};

function outcome(schema: z.ZodType | Decoder<unknown>, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return { data: result.data };
  const issues = 'issues' in result ? result.issues : result.error.issues;
  return { issues: issues.map((issue) => ({ path: [...issue.path], message: issue.message })) };
}

const cases: [string, z.ZodType, Decoder<unknown>, unknown[]][] = [
  [
    'image',
    zodImage,
    contentImageSchema,
    [
      image,
      { ...image, extra: 1 },
      { ...image, url: '' },
      { ...image, width: 1.5, height: -1 },
      { ...image, width: '300', height: Number.NaN },
      { ...image, width: 2 ** 60 },
      { url: 7 },
      null,
      [],
      'image',
      new Date(0),
    ],
  ],
  [
    'card',
    zodCard,
    productCardSchema,
    [card, { ...card, id: '', image: null, openInNewTab: 'no' }, { ...card, image: { url: '' } }],
  ],
  [
    'header menu',
    zodMenu,
    headerMenuResultSchema,
    [
      { headerMenu: [] },
      { headerMenu: [{ label: 'Blog', href: '/blog', openInNewTab: true, id: 3 }] },
      { headerMenu: [{ label: '', href: 4 }, null] },
      { headerMenu: {} },
      {},
    ],
  ],
  [
    'landing screen',
    zodLanding,
    landingScreenResultSchema,
    [
      { landingScreen: null },
      { landingScreen: { heading: 'H', introHtml: '', hero: image, sections: [] } },
      ...[portrait, null, { url: '' }, 'portrait'].map((mobile) => ({
        landingScreen: { heading: 'H', introHtml: '', hero: { ...image, mobile }, sections: [] },
      })),
      {
        landingScreen: {
          heading: 'H',
          introHtml: '',
          hero: image,
          sections: [{ title: 'S', bodyHtml: '', cards: [card, { ...card, title: 1 }] }],
        },
      },
      { landingScreen: { heading: 1, sections: 'none' } },
      {},
    ],
  ],
  [
    'GraphQL response',
    zodResponse,
    graphQLResponseSchema,
    [
      {},
      { data: { a: 1 } },
      { data: null, errors: [{ message: 'Boom', path: ['page', 0], code: 'X' }] },
      { errors: [{ message: 'Boom', locations: [{ line: 1, column: 2 }], extensions: {} }] },
      { errors: 'nope' },
      { errors: [{ message: 3, path: [true], locations: [{ line: 'a' }], extensions: [] }] },
      [],
      'text',
      null,
    ],
  ],
];

describe.each(cases)('the %s decoder', (_name, zodSchema, decoderSchema, values) => {
  it.each(values.map((value) => [JSON.stringify(value) ?? String(value), value]))(
    'agrees with zod on %s',
    (_label, value) => {
      expect(outcome(decoderSchema, value)).toEqual(outcome(zodSchema, value));
    },
  );
});

describe('a decoder', () => {
  it('is a Standard Schema', () => {
    expect(contentImageSchema['~standard'].validate(image)).toEqual({ value: image });
    expect(contentImageSchema['~standard'].validate({ ...image, alt: 1 })).toEqual({
      issues: [{ path: ['alt'], message: 'Invalid input: expected string, received number' }],
    });
  });
});
