import type { ImageBrand } from '../images.ts';

/** The colours, font and name an illustration takes from its brand. */
export interface Palette {
  background: string;
  halo: string;
  top: string;
  left: string;
  right: string;
  inside: string;
  edge: string;
  accent: string;
  ink: string;
  paper: string;
  font: string;
  wordmark: string;
}

/** Brand colours, from the ui-kit theme (libs/ui-kit/src/styles/theme.css). */
export const PALETTES: Record<ImageBrand, Palette> = {
  boxup: {
    background: '#f4eadc',
    halo: '#fffbf5',
    top: '#d9b48a',
    left: '#c49a6c',
    right: '#a97f54',
    inside: '#7a5230',
    edge: '#6a5343',
    accent: '#a84a0c',
    ink: '#2b1d12',
    paper: '#fffbf5',
    font: "'Avenir Next', Avenir, 'Century Gothic', sans-serif",
    wordmark: 'BoxUp',
  },
  ybd: {
    background: '#161514',
    halo: '#24221f',
    top: '#f4efe6',
    left: '#ddd5c6',
    right: '#bdb4a4',
    inside: '#3d3933',
    edge: '#3d3933',
    accent: '#d4af37',
    ink: '#161514',
    paper: '#f4efe6',
    font: "'Iowan Old Style', Palatino, Georgia, serif",
    wordmark: 'YBD',
  },
  kartonwerk: {
    background: '#e3eeeb',
    halo: '#f6faf9',
    top: '#dcc7a4',
    left: '#c9b08a',
    right: '#ad946e',
    inside: '#7d6748',
    edge: '#456660',
    accent: '#0d6e66',
    ink: '#10282a',
    paper: '#f6faf9',
    font: "'DIN Alternate', Bahnschrift, 'Arial Narrow', sans-serif",
    wordmark: 'Kartonwerk',
  },
};
