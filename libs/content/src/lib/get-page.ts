import { z } from 'zod';
import type { ContentClient, ContentRequestOptions } from './content-client';
import { queryStoreContentWithSanitizer } from './query-store-content';
import { contentPagePath } from './content-page-path';
import { filterMetaTags } from './meta-tags';

/**
 * The kinds of form field a content page's form can have (contract: text, email, tel,
 * textarea).
 *
 * @example
 * CONTENT_FORM_FIELD_TYPES.includes('tel'); // true
 */
export const CONTENT_FORM_FIELD_TYPES = ['text', 'email', 'tel', 'textarea'] as const;

/**
 * One field of a content page's form.
 *
 * @example
 * contentFormFieldSchema.parse({ name: 'email', label: 'Email', type: 'email', required: true });
 */
export const contentFormFieldSchema = z.object({
  name: z.string().min(1),
  label: z.string().min(1),
  type: z.enum(CONTENT_FORM_FIELD_TYPES),
  required: z.boolean(),
});

/**
 * One field of a content page's form.
 *
 * @example
 * const field: ContentFormField = { name: 'phone', label: 'Phone', type: 'tel', required: false };
 */
export type ContentFormField = z.infer<typeof contentFormFieldSchema>;

/**
 * The form of a content page (contact, custom structure request, customer story application):
 * its id, its fields in order and the label of its submit button.
 *
 * @example
 * contentPageFormSchema.safeParse(page.form).success;
 */
export const contentPageFormSchema = z.object({
  id: z.string().min(1),
  fields: z.array(contentFormFieldSchema),
  submitLabel: z.string().min(1),
});

/**
 * The form of a content page.
 *
 * @example
 * const names = (form: ContentPageForm) => form.fields.map((field) => field.name);
 */
export type ContentPageForm = z.infer<typeof contentPageFormSchema>;

/**
 * A meta tag as the content service sends it (spec: tag, content, attributes; `attributes` is
 * a JSON object of string values).
 *
 * @example
 * metaTagSchema.parse({ tag: 'meta', content: null, attributes: { name: 'robots', content: 'index' } });
 */
export const metaTagSchema = z.object({
  tag: z.string().nullish(),
  content: z.string().nullish(),
  attributes: z.record(z.string(), z.string()).nullish(),
});

/**
 * A content page (`view/about`, `policy/refund-policy`, `blog/post/…`). `metaTags` holds only
 * the tags that pass the spec's rule (`filterMetaTags`: a tag name and attributes, no content).
 * `getPage` returns `bodyHtml` sanitised: render it with `CmsHtml`.
 *
 * @example
 * contentPageSchema.safeParse(data.page).success;
 */
export const contentPageSchema = z.object({
  path: z.string(),
  title: z.string(),
  description: z.string(),
  bodyHtml: z.string(),
  metaTags: z.array(metaTagSchema).transform((tags) => filterMetaTags(tags)),
  updatedAt: z.string(),
  form: contentPageFormSchema.nullable(),
});

/**
 * A content page, with its meta tags already filtered.
 *
 * @example
 * const heading = (page: ContentPage) => page.title;
 */
export type ContentPage = z.infer<typeof contentPageSchema>;

/**
 * The data of the `Page` query (`null` for an unknown page).
 *
 * @example
 * pageResultSchema.parse({ page: null });
 */
export const pageResultSchema = z.object({ page: contentPageSchema.nullable() });

/** The GraphQL query of {@link getPage}. */
export const PAGE_QUERY = /* GraphQL */ `
  query Page($storefrontId: ID!, $path: String!, $locale: String) {
    page(storefrontId: $storefrontId, path: $path, locale: $locale) {
      path
      title
      description
      bodyHtml
      metaTags {
        tag
        content
        attributes
      }
      updatedAt
      form {
        id
        submitLabel
        fields {
          name
          label
          type
          required
        }
      }
    }
  }
`;

/**
 * Reads a content page by its path (with or without the leading slash), or `null` when the
 * store has no such page. Meta tags are filtered by the spec's rule; `bodyHtml` is sanitised.
 *
 * @example
 * const page = await getPage(client, '/view/about');
 * if (page === null) navigate('/not-found');
 */
export async function getPage(
  client: ContentClient,
  path: string,
  options: ContentRequestOptions = {},
): Promise<ContentPage | null> {
  const [{ page }, sanitize] = await queryStoreContentWithSanitizer(client, options, {
    operationName: 'Page',
    query: PAGE_QUERY,
    variables: { path: contentPagePath(path) },
    schema: pageResultSchema,
  });
  if (page === null) return null;
  return { ...page, bodyHtml: sanitize(page.bodyHtml) };
}
