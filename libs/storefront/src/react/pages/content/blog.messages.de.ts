/** German strings of the blog pages (i18n namespace `blog`). */
export const blogMessagesDe = {
  postsHeading: 'Neueste Beiträge',
  readMore: 'Artikel lesen',
  publishedOn: 'Veröffentlicht am {date}',
  updatedOn: 'Aktualisiert am {date}',
  noPosts: 'Noch keine Beiträge. Schauen Sie bald wieder vorbei.',
  backToBlog: 'Zurück zum Blog',
} as const;
