import { plannedPage, type PlannedCatalogue } from './planned-page';

const catalogue: PlannedCatalogue<'contentPage' | 'blog' | 'blogPost'> = {
  en: {
    release:
      'Pages from our content service (about, FAQ, policies, blog) open with the content release.',
    contentPage: {
      heading: 'Help and information',
      summary:
        'About us, artwork guidelines, FAQ, designer help, promotions, policies and contact details.',
    },
    blog: {
      heading: 'Blog',
      summary: 'Packaging ideas, customer stories and guides from our team.',
    },
    blogPost: {
      heading: 'Blog post',
      summary: 'An article from our packaging blog.',
    },
  },
  de: {
    release:
      'Seiten aus unserem Content-Service (Über uns, FAQ, Richtlinien, Blog) kommen mit dem Content-Release.',
    contentPage: {
      heading: 'Hilfe und Informationen',
      summary:
        'Über uns, Druckdaten-Richtlinien, FAQ, Designer-Hilfe, Aktionen, Richtlinien und Kontakt.',
    },
    blog: {
      heading: 'Blog',
      summary: 'Verpackungsideen, Kundengeschichten und Anleitungen aus unserem Team.',
    },
    blogPost: {
      heading: 'Blogartikel',
      summary: 'Ein Artikel aus unserem Verpackungsblog.',
    },
  },
};

export const ContentPage = plannedPage('planned-content', catalogue, 'contentPage');
export const BlogPage = plannedPage('planned-content', catalogue, 'blog');
export const BlogPostPage = plannedPage('planned-content', catalogue, 'blogPost');
