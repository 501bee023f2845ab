import { plannedPage, type PlannedCatalogue } from './planned-page';

type DesignPage = 'approveDesign' | 'downloadArtwork' | 'templateMaker' | 'templateDesigner';

const catalogue: PlannedCatalogue<DesignPage> = {
  en: {
    release: 'Dielines, the online designer and artwork upload open with the designs release.',
    approveDesign: {
      heading: 'Approve your design',
      summary:
        'Check your artwork, confirm the quantity and tick the consent box before it goes to print.',
    },
    downloadArtwork: {
      heading: 'Download artwork',
      summary: 'Download the artwork files of your box designs and orders.',
    },
    templateMaker: {
      heading: 'Template maker',
      summary: 'Choose a box template and size, see its dieline and download it as SVG or PDF.',
    },
    templateDesigner: {
      heading: 'Template designer',
      summary:
        'Place images, logos and text on each panel of your box and preview it folded in 3D.',
    },
  },
  de: {
    release:
      'Stanzkonturen, der Online-Designer und der Druckdaten-Upload kommen mit dem Design-Release.',
    approveDesign: {
      heading: 'Design freigeben',
      summary:
        'Druckbild prüfen, Menge bestätigen und die Einwilligung ankreuzen, bevor gedruckt wird.',
    },
    downloadArtwork: {
      heading: 'Druckdaten herunterladen',
      summary: 'Laden Sie die Druckdaten Ihrer Schachteldesigns und Bestellungen herunter.',
    },
    templateMaker: {
      heading: 'Vorlagen-Generator',
      summary:
        'Schachtelvorlage und Größe wählen, Stanzkontur ansehen und als SVG oder PDF herunterladen.',
    },
    templateDesigner: {
      heading: 'Vorlagen-Designer',
      summary:
        'Bilder, Logos und Text auf jeder Seite der Schachtel platzieren und gefaltet in 3D ansehen.',
    },
  },
};

export const ApproveDesignPage = plannedPage(
  'planned-designs',
  catalogue,
  'approveDesign',
  'approveDesign',
);
export const DownloadArtworkPage = plannedPage('planned-designs', catalogue, 'downloadArtwork');
export const TemplateMakerPage = plannedPage(
  'planned-designs',
  catalogue,
  'templateMaker',
  'templateMaker',
);
export const TemplateDesignerPage = plannedPage('planned-designs', catalogue, 'templateDesigner');
