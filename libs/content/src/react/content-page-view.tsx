import { cn } from '@storefront/ui-kit';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import type { ContentFormValues } from '../lib/content-form-schema';
import type { ContentPage, ContentPageForm } from '../lib/get-page';
import { CmsHtml } from './cms-html';

/**
 * Props of {@link ContentPageView}.
 *
 * @example
 * const props: ContentPageViewProps = { page, onSubmitForm: sendForm };
 */
export interface ContentPageViewProps {
  /** The page from `getPage` / `usePage` (its body comes sanitised). */
  page: ContentPage;
  /**
   * Sends the page's form. The form is rendered only when the page has one and this is given;
   * a rejection keeps what the shopper typed.
   */
  onSubmitForm?: (values: ContentFormValues, form: ContentPageForm) => Promise<unknown> | void;
  /** The page heading; defaults to `page.title` (pass it without a brand suffix, say). */
  heading?: string;
  /** Shown between the heading and the body (a date line, a back link). */
  lead?: ReactNode;
  className?: string;
  /** Rewrites (or, returning `null`, drops) the links of the body; see `CmsHtml`. */
  resolveLink?: (href: string) => string | null;
}

// The form (react-hook-form and its zod schema) loads with a page that has one: a server-rendered
// page keeps the server's form until its code has arrived, then hydrates it.
const ContentForm = lazy(() =>
  import('./content-form').then((module) => ({ default: module.ContentForm })),
);

/**
 * A content page: its title as the page heading, its body (sanitised by `getPage`) through
 * `CmsHtml` and, for pages with a form, the `ContentForm` (loaded with such a page). Presentational: the page
 * comes in as a prop; meta tags (`page.metaTags`) are left to the app's document head.
 *
 * @example
 * const { data: page } = usePage('view/contact');
 * return page ? <ContentPageView page={page} onSubmitForm={sendContactForm} /> : null;
 */
export function ContentPageView({
  page,
  onSubmitForm,
  heading,
  lead,
  className,
  resolveLink,
}: ContentPageViewProps) {
  const headingId = useId();
  const { form } = page;
  return (
    <article aria-labelledby={headingId} className={cn('flex flex-col gap-6', className)}>
      <h1 id={headingId} className="font-brand-heading text-ink text-3xl">
        {heading ?? page.title}
      </h1>
      {lead}
      <CmsHtml html={page.bodyHtml} className="prose max-w-none" resolveLink={resolveLink} />
      {form && onSubmitForm ? (
        <Suspense fallback={<div className="min-h-96" aria-busy="true" />}>
          <ContentForm
            key={`${page.path}#${form.id}`}
            form={form}
            onSubmit={async (values) => {
              await onSubmitForm(values, form);
            }}
          />
        </Suspense>
      ) : null}
    </article>
  );
}
