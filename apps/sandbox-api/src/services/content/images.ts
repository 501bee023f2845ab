/**
 * The content service's images: small generated SVG box illustrations in each brand's colours,
 * served at `GET /content/images/<brand>-<subject>-<size>.svg` with the intrinsic size of the
 * spec's image slots in the SVG's `width` and `height`.
 */

/** The image slots of the spec (section 9) and their intrinsic sizes in pixels. */
export const IMAGE_SIZES = {
  /** Home carousel, 1500 wide at the desktop aspect of 2.5. */
  carousel: { width: 1500, height: 600 },
  /** Overview tile (shop all boxes, sample cards, picker cards). */
  tile: { width: 300, height: 300 },
  /** Carousel tile (landing sections, recommendations). */
  'carousel-tile': { width: 500, height: 500 },
  /** Intersected image (product gallery, blog). */
  intersected: { width: 714, height: 714 },
  /** High-resolution product image. */
  'high-res': { width: 1319, height: 1319 },
} as const;

/** One of the {@link IMAGE_SIZES} slots. */
export type ImageSize = keyof typeof IMAGE_SIZES;

/** The brands whose colours an illustration can take. */
export const IMAGE_BRANDS = ['boxup', 'ybd', 'kartonwerk'] as const;

/** One of {@link IMAGE_BRANDS}. */
export type ImageBrand = (typeof IMAGE_BRANDS)[number];

/** The box styles that have a drawing (and a `-sample` drawing with a $1 badge). */
export const BOX_SUBJECTS = [
  'mailer-box',
  'shipper-box',
  'gift-mailer-box',
  'square-mailer-box',
  'gable-box',
  'end-open-mailer-box',
  'document-mailer-box',
] as const;

/** One of {@link BOX_SUBJECTS}. */
export type BoxSubject = (typeof BOX_SUBJECTS)[number];

const SCENE_SUBJECTS = [
  'box-insert',
  'service',
  'hero',
  'showroom',
  'dieline',
  'blog-recycling',
  'blog-measuring',
] as const;

/** Everything an illustration can show. */
export const IMAGE_SUBJECTS = [
  ...BOX_SUBJECTS,
  ...BOX_SUBJECTS.map((subject) => `${subject}-sample` as const),
  ...SCENE_SUBJECTS,
] as const;

/** One of {@link IMAGE_SUBJECTS}. */
export type ImageSubject = (typeof IMAGE_SUBJECTS)[number];

/** What an image name stands for. */
export interface ImageSpec {
  brand: ImageBrand;
  subject: ImageSubject;
  size: ImageSize;
}

/** The base path the sandbox serves images under (the content service's base plus `/images`). */
export const IMAGE_BASE_PATH = '/content/images';

/**
 * The file name of an image, without `.svg`.
 *
 * @example
 * imageName({ brand: 'boxup', subject: 'gable-box', size: 'tile' }); // 'boxup-gable-box-tile'
 */
export function imageName({ brand, subject, size }: ImageSpec): string {
  return `${brand}-${subject}-${size}`;
}

/**
 * The URL the content service hands out for an image (relative to the sandbox origin).
 *
 * @example
 * imageUrl({ brand: 'ybd', subject: 'hero', size: 'carousel' }); // '/content/images/ybd-hero-carousel.svg'
 */
export function imageUrl(spec: ImageSpec): string {
  return `${IMAGE_BASE_PATH}/${imageName(spec)}.svg`;
}

// Longest first, so `-carousel-tile` is not read as `-tile`.
const SIZES_BY_LENGTH = (Object.keys(IMAGE_SIZES) as ImageSize[]).sort(
  (a, b) => b.length - a.length,
);
const SUBJECTS: ReadonlySet<string> = new Set(IMAGE_SUBJECTS);

/**
 * Reads an image name (with or without `.svg`) back into its brand, subject and size, or
 * `null` when the sandbox has no such image.
 *
 * @example
 * parseImageName('kartonwerk-dieline-carousel-tile.svg');
 * // { brand: 'kartonwerk', subject: 'dieline', size: 'carousel-tile' }
 */
export function parseImageName(name: string): ImageSpec | null {
  const base = name.endsWith('.svg') ? name.slice(0, -'.svg'.length) : name;
  const brand = IMAGE_BRANDS.find((candidate) => base.startsWith(`${candidate}-`));
  if (!brand) return null;
  const rest = base.slice(brand.length + 1);
  for (const size of SIZES_BY_LENGTH) {
    if (!rest.endsWith(`-${size}`)) continue;
    const subject = rest.slice(0, -(size.length + 1));
    if (SUBJECTS.has(subject)) return { brand, subject: subject as ImageSubject, size };
  }
  return null;
}

interface Palette {
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
const PALETTES: Record<ImageBrand, Palette> = {
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

type Point = readonly [number, number];

const COS30 = Math.cos(Math.PI / 6);
const SIN30 = 0.5;

/** An isometric projection of world units (x right-back, y left-back, z up) onto the canvas. */
class Iso {
  readonly seen: Point[] = [];

  constructor(
    private readonly scale = 1,
    private readonly offsetX = 0,
    private readonly offsetY = 0,
  ) {}

  project(x: number, y: number, z: number): Point {
    const point: Point = [
      this.offsetX + (x - y) * COS30 * this.scale,
      this.offsetY + ((x + y) * SIN30 - z) * this.scale,
    ];
    this.seen.push(point);
    return point;
  }

  polygon(points: ReadonlyArray<readonly [number, number, number]>, attributes: string): string {
    const coordinates = points
      .map(([x, y, z]) => this.project(x, y, z))
      .map(([x, y]) => `${round(x)},${round(y)}`)
      .join(' ');
    return `<polygon points="${coordinates}" ${attributes}/>`;
  }

  /**
   * A group whose local coordinates lie on a box face, in world units: X to the right on
   * screen, Y down (or, on a top face, towards the viewer's left).
   */
  face(
    origin: readonly [number, number, number],
    xAxis: readonly [number, number, number],
    yAxis: readonly [number, number, number],
    content: string,
  ): string {
    const [ox, oy] = this.project(...origin);
    const [ax, ay] = this.project(origin[0] + xAxis[0], origin[1] + xAxis[1], origin[2] + xAxis[2]);
    const [bx, by] = this.project(origin[0] + yAxis[0], origin[1] + yAxis[1], origin[2] + yAxis[2]);
    const matrix = [ax - ox, ay - oy, bx - ox, by - oy, ox, oy].map(round).join(' ');
    return `<g transform="matrix(${matrix})">${content}</g>`;
  }
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

interface BoxOptions {
  at?: readonly [number, number, number];
  top?: boolean;
  /** Drawn on the left (front) face, in its local coordinates (w × h). */
  leftDecoration?: string;
  /** Drawn on the right face, in its local coordinates (d × h). */
  rightDecoration?: string;
  /** Drawn on the top face, in its local coordinates (w × d). */
  topDecoration?: string;
}

function box(
  iso: Iso,
  palette: Palette,
  w: number,
  d: number,
  h: number,
  options: BoxOptions = {},
): string {
  const [x, y, z] = options.at ?? [0, 0, 0];
  const stroke = `stroke="${palette.edge}" stroke-width="0.6" stroke-linejoin="round" vector-effect="non-scaling-stroke"`;
  const parts = [
    iso.polygon(
      [
        [x, y + d, z],
        [x + w, y + d, z],
        [x + w, y + d, z + h],
        [x, y + d, z + h],
      ],
      `fill="${palette.left}" ${stroke}`,
    ),
    iso.polygon(
      [
        [x + w, y, z],
        [x + w, y + d, z],
        [x + w, y + d, z + h],
        [x + w, y, z + h],
      ],
      `fill="${palette.right}" ${stroke}`,
    ),
  ];
  if (options.top !== false) {
    parts.push(
      iso.polygon(
        [
          [x, y, z + h],
          [x + w, y, z + h],
          [x + w, y + d, z + h],
          [x, y + d, z + h],
        ],
        `fill="${palette.top}" ${stroke}`,
      ),
    );
  }
  if (options.leftDecoration) {
    parts.push(iso.face([x, y + d, z + h], [1, 0, 0], [0, 0, -1], options.leftDecoration));
  }
  if (options.rightDecoration) {
    parts.push(iso.face([x + w, y + d, z + h], [0, -1, 0], [0, 0, -1], options.rightDecoration));
  }
  if (options.topDecoration) {
    parts.push(iso.face([x, y, z + h], [1, 0, 0], [0, 1, 0], options.topDecoration));
  }
  return parts.join('');
}

/** The brand's name centred at (cx, cy); long names shrink to fit a face twice cx wide. */
function wordmark(palette: Palette, cx: number, cy: number, size: number, fill = palette.accent) {
  const fitted = Math.min(size, (cx * 2 * 0.85) / (0.6 * palette.wordmark.length));
  return `<text x="${round(cx)}" y="${round(cy)}" font-family="${escapeXml(palette.font)}" font-size="${round(fitted)}" font-weight="700" fill="${fill}" text-anchor="middle" dominant-baseline="middle">${escapeXml(palette.wordmark)}</text>`;
}

function logoDisc(palette: Palette, cx: number, cy: number, r: number): string {
  const initial = escapeXml(palette.wordmark.charAt(0));
  return (
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${palette.accent}"/>` +
    `<text x="${round(cx)}" y="${round(cy)}" font-family="${escapeXml(palette.font)}" font-size="${round(r * 1.2)}" font-weight="700" fill="${palette.paper}" text-anchor="middle" dominant-baseline="central">${initial}</text>`
  );
}

const thin = (color: string, dashed = false) =>
  `stroke="${color}" stroke-width="1" vector-effect="non-scaling-stroke" fill="none"${dashed ? ' stroke-dasharray="4 3"' : ''}`;

type Scene = (iso: Iso, palette: Palette) => string;

const mailer: Scene = (iso, p) =>
  box(iso, p, 1.5, 1, 0.45, {
    topDecoration:
      `<rect x="0" y="0.82" width="1.5" height="0.18" fill="${p.accent}" opacity="0.85"/>` +
      wordmark(p, 0.75, 0.42, 0.2),
    leftDecoration: `<line x1="0.05" y1="0.09" x2="1.45" y2="0.09" ${thin(p.edge)}/>`,
  });

const shipper: Scene = (iso, p) =>
  box(iso, p, 1.2, 1, 1, {
    topDecoration:
      `<line x1="0" y1="0.5" x2="1.2" y2="0.5" ${thin(p.edge)}/>` +
      `<rect x="0" y="0.42" width="1.2" height="0.16" fill="${p.paper}" opacity="0.55"/>`,
    rightDecoration: `<rect x="0.42" y="0" width="0.16" height="0.28" fill="${p.paper}" opacity="0.55"/>`,
    leftDecoration: wordmark(p, 0.6, 0.5, 0.22) + arrows(p, 0.12, 0.2),
  });

function arrows(p: Palette, x: number, y: number): string {
  const arrow = (dx: number) =>
    `<path d="M${round(x + dx)} ${round(y + 0.16)} V${round(y)} M${round(x + dx - 0.04)} ${round(y + 0.05)} L${round(x + dx)} ${round(y)} L${round(x + dx + 0.04)} ${round(y + 0.05)}" ${thin(p.ink)}/>`;
  return arrow(0) + arrow(0.1);
}

const giftMailer: Scene = (iso, p) =>
  box(iso, p, 1.3, 1, 0.4, {
    topDecoration:
      `<rect x="0" y="0.44" width="1.3" height="0.12" fill="${p.accent}"/>` +
      `<rect x="0.59" y="0" width="0.12" height="1" fill="${p.accent}"/>` +
      `<ellipse cx="0.52" cy="0.4" rx="0.14" ry="0.09" fill="none" stroke="${p.accent}" stroke-width="0.05"/>` +
      `<ellipse cx="0.78" cy="0.6" rx="0.14" ry="0.09" fill="none" stroke="${p.accent}" stroke-width="0.05"/>`,
    leftDecoration: `<rect x="0.59" y="0" width="0.12" height="0.4" fill="${p.accent}"/>`,
    rightDecoration: `<rect x="0.44" y="0" width="0.12" height="0.4" fill="${p.accent}"/>`,
  });

const squareMailer: Scene = (iso, p) =>
  box(iso, p, 1.1, 1.1, 0.45, {
    topDecoration: logoDisc(p, 0.55, 0.55, 0.22),
    leftDecoration:
      `<line x1="0.05" y1="0.09" x2="1.05" y2="0.09" ${thin(p.edge)}/>` +
      wordmark(p, 0.55, 0.28, 0.13),
  });

const gable: Scene = (iso, p) => {
  const w = 0.9;
  const d = 0.6;
  const h = 0.7;
  const r = 0.28;
  const stroke = `stroke="${p.edge}" stroke-width="0.6" stroke-linejoin="round" vector-effect="non-scaling-stroke"`;
  return (
    box(iso, p, w, d, h, { top: false, leftDecoration: wordmark(p, w / 2, h * 0.55, 0.15) }) +
    iso.polygon(
      [
        [0, d, h],
        [w, d, h],
        [w, d / 2, h + r],
        [0, d / 2, h + r],
      ],
      `fill="${p.top}" ${stroke}`,
    ) +
    iso.polygon(
      [
        [w, 0, h],
        [w, d, h],
        [w, d / 2, h + r],
      ],
      `fill="${p.right}" ${stroke}`,
    ) +
    iso.polygon(
      [
        [0.12, d / 2, h + r],
        [w - 0.12, d / 2, h + r],
        [w - 0.12, d / 2, h + r + 0.26],
        [0.12, d / 2, h + r + 0.26],
      ],
      `fill="${p.left}" ${stroke}`,
    ) +
    iso.face(
      [0.12, d / 2, h + r + 0.26],
      [1, 0, 0],
      [0, 0, -1],
      `<rect x="0.18" y="0.07" width="0.3" height="0.09" rx="0.045" fill="${p.inside}"/>`,
    )
  );
};

const endOpenMailer: Scene = (iso, p) => {
  const w = 1.7;
  const d = 0.9;
  const h = 0.35;
  const stroke = `stroke="${p.edge}" stroke-width="0.6" stroke-linejoin="round" vector-effect="non-scaling-stroke"`;
  return (
    box(iso, p, w, d, h, {
      topDecoration: wordmark(p, 0.8, 0.45, 0.2),
      leftDecoration: `<line x1="0.05" y1="0.12" x2="1.55" y2="0.12" ${thin(p.accent, true)}/>`,
    }) +
    iso.polygon(
      [
        [w, 0.04, 0.03],
        [w, d - 0.04, 0.03],
        [w, d - 0.04, h - 0.03],
        [w, 0.04, h - 0.03],
      ],
      `fill="${p.inside}"`,
    ) +
    iso.polygon(
      [
        [w, 0, h],
        [w, d, h],
        [w + 0.34, d, h + 0.14],
        [w + 0.34, 0, h + 0.14],
      ],
      `fill="${p.top}" ${stroke}`,
    )
  );
};

const documentMailer: Scene = (iso, p) =>
  box(iso, p, 1.6, 1.2, 0.12, {
    topDecoration:
      wordmark(p, 0.8, 0.6, 0.24) +
      `<line x1="0.1" y1="0.12" x2="1.5" y2="0.12" ${thin(p.accent, true)}/>` +
      `<line x1="0.1" y1="1.08" x2="1.5" y2="1.08" ${thin(p.edge)}/>`,
    leftDecoration: `<rect x="0.1" y="0.03" width="1.4" height="0.05" fill="${p.paper}" opacity="0.7"/>`,
  });

const insert: Scene = (iso, p) => {
  const w = 1.2;
  const d = 1;
  const h = 0.6;
  const wall = `stroke="${p.edge}" stroke-width="0.6" vector-effect="non-scaling-stroke"`;
  const partitions: string[] = [];
  for (const x of [w / 3, (2 * w) / 3]) {
    partitions.push(
      iso.polygon(
        [
          [x, 0, 0],
          [x, d, 0],
          [x, d, h * 0.92],
          [x, 0, h * 0.92],
        ],
        `fill="${p.right}" ${wall}`,
      ),
    );
  }
  partitions.push(
    iso.polygon(
      [
        [0, d / 2, 0],
        [w, d / 2, 0],
        [w, d / 2, h * 0.92],
        [0, d / 2, h * 0.92],
      ],
      `fill="${p.left}" ${wall}`,
    ),
  );
  return (
    iso.polygon(
      [
        [0, 0, 0],
        [w, 0, 0],
        [w, d, 0],
        [0, d, 0],
      ],
      `fill="${p.inside}"`,
    ) +
    iso.polygon(
      [
        [0, 0, 0],
        [w, 0, 0],
        [w, 0, h],
        [0, 0, h],
      ],
      `fill="${p.inside}" ${wall}`,
    ) +
    iso.polygon(
      [
        [0, 0, 0],
        [0, d, 0],
        [0, d, h],
        [0, 0, h],
      ],
      `fill="${p.inside}" ${wall}`,
    ) +
    partitions.join('') +
    box(iso, p, w, d, h, { top: false })
  );
};

const service: Scene = (iso, p) =>
  box(iso, { ...p, top: p.paper, left: p.paper, right: p.paper }, 1.4, 1, 0.03, {
    topDecoration:
      ['M0.05 0.15 H0.15 M0.15 0.05 V0.15', 'M1.35 0.15 H1.25 M1.25 0.05 V0.15']
        .concat(['M0.05 0.85 H0.15 M0.15 0.95 V0.85', 'M1.35 0.85 H1.25 M1.25 0.95 V0.85'])
        .map((d) => `<path d="${d}" ${thin(p.ink)}/>`)
        .join('') +
      `<rect x="0.3" y="0.25" width="0.8" height="0.5" fill="none" stroke="${p.edge}" stroke-width="0.02" stroke-dasharray="0.05 0.03"/>` +
      `<path d="M0.55 0.5 L0.67 0.62 L0.9 0.36" fill="none" stroke="${p.accent}" stroke-width="0.06" stroke-linecap="round" stroke-linejoin="round"/>`,
  });

const hero: Scene = (iso, p) =>
  box(iso, p, 1.2, 1, 1, {
    at: [-0.2, -1.3, 0],
    leftDecoration: wordmark(p, 0.6, 0.5, 0.22),
  }) +
  box(iso, p, 1.5, 1, 0.45, {
    at: [-0.1, 0.1, 0],
    topDecoration:
      `<rect x="0" y="0.82" width="1.5" height="0.18" fill="${p.accent}"/>` +
      logoDisc(p, 0.75, 0.4, 0.2),
  }) +
  box(iso, p, 1.1, 0.9, 0.35, {
    at: [1.6, -0.2, 0],
    topDecoration:
      `<rect x="0" y="0.39" width="1.1" height="0.12" fill="${p.accent}"/>` +
      `<rect x="0.49" y="0" width="0.12" height="0.9" fill="${p.accent}"/>`,
  });

const showroom: Scene = (iso, p) =>
  box(iso, { ...p, top: p.halo, left: p.edge, right: p.inside }, 3.4, 1.4, 0.12, {
    at: [-0.3, -0.2, 0],
  }) +
  box(iso, p, 1, 0.9, 0.9, { at: [0, 0, 0.12], leftDecoration: wordmark(p, 0.5, 0.45, 0.2) }) +
  box(iso, p, 1, 1, 0.35, {
    at: [1.2, 0, 0.12],
    topDecoration: logoDisc(p, 0.5, 0.5, 0.2),
  }) +
  box(iso, p, 0.8, 0.8, 0.6, {
    at: [2.2, 0.1, 0.12],
    topDecoration: `<rect x="0.34" y="0" width="0.12" height="0.8" fill="${p.accent}"/>`,
  });

const recycling: Scene = (iso, p) =>
  box(iso, p, 1.5, 1, 0.6, {
    leftDecoration:
      `<g fill="none" stroke="${p.accent}" stroke-width="0.045" stroke-linecap="round" stroke-linejoin="round">` +
      '<path d="M0.62 0.18 L0.75 0.1 L0.88 0.18"/><path d="M0.75 0.1 L0.92 0.4"/>' +
      '<path d="M0.95 0.33 L0.92 0.48 L0.78 0.48"/><path d="M0.92 0.48 L0.58 0.48"/>' +
      '<path d="M0.6 0.5 L0.55 0.38 L0.62 0.27"/><path d="M0.55 0.38 L0.72 0.1"/></g>',
    topDecoration: wordmark(p, 0.75, 0.5, 0.18),
  });

const measuring: Scene = (iso, p) =>
  box(iso, p, 1.2, 0.9, 0.8, {
    leftDecoration:
      `<path d="M0.08 0.1 H1.12 M0.08 0.05 V0.15 M1.12 0.05 V0.15" stroke="${p.accent}" stroke-width="0.02" fill="none"/>` +
      `<text x="0.6" y="0.25" font-family="${escapeXml(p.font)}" font-size="0.11" fill="${p.ink}" text-anchor="middle">L</text>` +
      `<path d="M1.1 0.25 V0.75 M1.05 0.25 H1.15 M1.05 0.75 H1.15" stroke="${p.accent}" stroke-width="0.02" fill="none"/>` +
      `<text x="0.98" y="0.53" font-family="${escapeXml(p.font)}" font-size="0.11" fill="${p.ink}" text-anchor="middle">H</text>`,
    rightDecoration:
      `<path d="M0.08 0.1 H0.82 M0.08 0.05 V0.15 M0.82 0.05 V0.15" stroke="${p.accent}" stroke-width="0.02" fill="none"/>` +
      `<text x="0.45" y="0.25" font-family="${escapeXml(p.font)}" font-size="0.11" fill="${p.ink}" text-anchor="middle">W</text>`,
  });

const BOX_SCENES: Record<BoxSubject, Scene> = {
  'mailer-box': mailer,
  'shipper-box': shipper,
  'gift-mailer-box': giftMailer,
  'square-mailer-box': squareMailer,
  'gable-box': gable,
  'end-open-mailer-box': endOpenMailer,
  'document-mailer-box': documentMailer,
};

const SCENES: Record<Exclude<ImageSubject, `${BoxSubject}-sample` | 'dieline'>, Scene> = {
  ...BOX_SCENES,
  'box-insert': insert,
  service,
  hero,
  showroom,
  'blog-recycling': recycling,
  'blog-measuring': measuring,
};

/** A flat dieline (unfolded mailer) in plan view, for the design-only brand. */
function dieline(p: Palette, x: number, y: number, width: number, height: number): string {
  const u = Math.min(width / 5.2, height / 4.2);
  const ox = x + (width - 5.2 * u) / 2;
  const oy = y + (height - 4.2 * u) / 2;
  const at = (px: number, py: number) => `${round(ox + px * u)} ${round(oy + py * u)}`;
  const cut = [
    `M${at(1, 0)} H${round(ox + 3 * u)} V${round(oy + u)} H${round(ox + 4 * u)} L${at(4.3, 1.2)} V${round(oy + 2.8 * u)} L${at(4, 3)} H${round(ox + 3 * u)} V${round(oy + 4.2 * u)} H${round(ox + u)} V${round(oy + 3 * u)} H${round(ox)} V${round(oy + u)} H${round(ox + u)} Z`,
  ];
  const folds = [
    `M${at(1, 1)} H${round(ox + 3 * u)}`,
    `M${at(1, 3)} H${round(ox + 3 * u)}`,
    `M${at(1, 1)} V${round(oy + 3 * u)}`,
    `M${at(3, 1)} V${round(oy + 3 * u)}`,
    `M${at(4, 1)} V${round(oy + 3 * u)}`,
  ];
  return (
    `<path d="${cut.join(' ')}" fill="${p.halo}" stroke="${p.accent}" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="${folds.join(' ')}" fill="none" stroke="${p.edge}" stroke-width="1.5" stroke-dasharray="8 5"/>` +
    `<rect x="${round(ox + 1.15 * u)}" y="${round(oy + 1.15 * u)}" width="${round(1.7 * u)}" height="${round(1.7 * u)}" fill="none" stroke="${p.accent}" stroke-width="1" stroke-dasharray="3 3"/>` +
    wordmark(p, ox + 2 * u, oy + 2 * u, u * 0.32)
  );
}

/** Draws a scene fitted into a rectangle of the canvas. */
function fitted(
  scene: Scene,
  palette: Palette,
  x: number,
  y: number,
  width: number,
  height: number,
) {
  const probe = new Iso();
  scene(probe, palette);
  const xs = probe.seen.map(([px]) => px);
  const ys = probe.seen.map(([, py]) => py);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const scale = Math.min(width / (maxX - minX), height / (maxY - minY));
  const offsetX = x + (width - (maxX - minX) * scale) / 2 - minX * scale;
  const offsetY = y + (height - (maxY - minY) * scale) / 2 - minY * scale;
  return scene(new Iso(scale, offsetX, offsetY), palette);
}

function sampleBadge(p: Palette, cx: number, cy: number, r: number): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${p.accent}"/>` +
    `<text x="${cx}" y="${cy}" font-family="${escapeXml(p.font)}" font-size="${round(r * 0.9)}" font-weight="700" fill="${p.paper}" text-anchor="middle" dominant-baseline="central">$1</text>`
  );
}

/** The English description of a subject, used as the SVG's title. */
export function subjectLabel(subject: ImageSubject): string {
  const labels: Record<string, string> = {
    'mailer-box': 'Printed mailer box with a tuck front',
    'shipper-box': 'Printed corrugated shipping box with taped flaps',
    'gift-mailer-box': 'Gift mailer box with a printed ribbon',
    'square-mailer-box': 'Square mailer box with a round logo',
    'gable-box': 'Gable box with a carry handle',
    'end-open-mailer-box': 'End open mailer with its end flap open',
    'document-mailer-box': 'Flat document mailer with a tear strip',
    'box-insert': 'Corrugated insert dividing a box into six cells',
    service: 'Printed proof sheet with crop marks and a check mark',
    hero: 'A shipping box, a mailer box and a gift mailer',
    showroom: 'Three box styles on a showroom plinth',
    dieline: 'Flat dieline of a mailer box with cut and fold lines',
    'blog-recycling': 'Mailer box printed with a recycling symbol',
    'blog-measuring': 'Shipping box with its length, width and height marked',
  };
  const base = subject.replace(/-sample$/, '');
  const label = labels[base] ?? base;
  return subject.endsWith('-sample') ? `${label}, $1 sample` : label;
}

/**
 * The SVG document of an image: the brand's background, the subject drawn in the brand's
 * colours and, for carousel images, the brand's wordmark. `width`/`height` carry the slot's
 * intrinsic size; the drawing scales with `viewBox`.
 *
 * @example
 * renderImageSvg({ brand: 'boxup', subject: 'mailer-box', size: 'tile' }).startsWith('<svg'); // true
 */
export function renderImageSvg(spec: ImageSpec): string {
  const palette = PALETTES[spec.brand];
  const { width, height } = IMAGE_SIZES[spec.size];
  const wide = width > height;
  const viewWidth = wide ? 1000 : 400;
  const viewHeight = 400;
  const title = subjectLabel(spec.subject);

  const sceneX = wide ? 560 : 40;
  const sceneY = 40;
  const sceneWidth = wide ? 400 : 320;
  const sceneHeight = 320;

  let drawing: string;
  if (spec.subject === 'dieline') {
    drawing = dieline(palette, sceneX, sceneY, sceneWidth, sceneHeight);
  } else if (spec.subject.endsWith('-sample')) {
    const base = spec.subject.slice(0, -'-sample'.length) as BoxSubject;
    drawing =
      fitted(
        BOX_SCENES[base],
        palette,
        sceneX + 20,
        sceneY + 30,
        sceneWidth - 40,
        sceneHeight - 40,
      ) + sampleBadge(palette, sceneX + sceneWidth - 34, sceneY + 34, 34);
  } else {
    const scene = SCENES[spec.subject as keyof typeof SCENES];
    drawing = fitted(scene, palette, sceneX, sceneY, sceneWidth, sceneHeight);
  }

  const banner = wide
    ? `<text x="80" y="190" font-family="${escapeXml(palette.font)}" font-size="84" font-weight="700" fill="${palette.accent}">${escapeXml(palette.wordmark)}</text>` +
      `<rect x="80" y="230" width="240" height="8" fill="${palette.accent}"/>` +
      `<rect x="80" y="252" width="160" height="8" fill="${palette.accent}" opacity="0.5"/>`
    : '';

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewWidth} ${viewHeight}" role="img" aria-labelledby="title">` +
    `<title id="title">${escapeXml(title)}</title>` +
    `<rect width="${viewWidth}" height="${viewHeight}" fill="${palette.background}"/>` +
    `<ellipse cx="${sceneX + sceneWidth / 2}" cy="${sceneY + sceneHeight / 2}" rx="${sceneWidth / 2 + 10}" ry="${sceneHeight / 2 + 10}" fill="${palette.halo}"/>` +
    banner +
    drawing +
    '</svg>'
  );
}
