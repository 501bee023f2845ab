import { cva } from 'class-variance-authority';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cn } from '../cn';

/**
 * The three storefront brands; the same names as the theme's `data-brand` values.
 *
 * @example
 * const brand: BrandId = 'kartonwerk';
 * document.documentElement.dataset.brand = brand;
 */
export type BrandId = 'boxup' | 'ybd' | 'kartonwerk';

/**
 * One brand's logo drawing: {@link boxupLogo}, {@link ybdLogo} or {@link kartonwerkLogo}. Each
 * is its own export, so an app bundles only the drawing it shows.
 *
 * @example
 * const logo: LogoDrawing = kartonwerkLogo;
 * logo.brand; // 'kartonwerk'
 */
export interface LogoDrawing {
  brand: BrandId;
  /** Width of the mark alone, at the shared height. */
  markWidth: number;
  /** Width of mark and wordmark together. */
  fullWidth: number;
  height: number;
  mark: ReactNode;
  wordmark: ReactNode;
}

// Wordmarks are SVG text in system fonts (no web fonts ship with the kit); textLength pins
// their width so the logo keeps its proportions whatever font the system picks.

/** BoxUp's logo: an open box in warm browns and the wordmark "boxup". */
export const boxupLogo: LogoDrawing = {
  brand: 'boxup',
  markWidth: 40,
  fullWidth: 128,
  height: 38,
  mark: (
    <g strokeLinejoin="round">
      <path d="M6 14 20 7 16 2 2 9Z" fill="#e0a15f" />
      <path d="M20 7 34 14 38 9 24 2Z" fill="#d98b4b" />
      <path d="M6 14 20 7 34 14 20 21Z" fill="#5a3a1f" />
      <path d="M6 14 20 21V36L6 29Z" fill="#a84a0c" />
      <path d="M20 21 34 14V29L20 36Z" fill="#c8641c" />
      <path
        d="M24 28.5 27 25.5 30 28.5"
        fill="none"
        stroke="#fffbf5"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </g>
  ),
  wordmark: (
    <text
      x="46"
      y="27"
      fill="currentColor"
      fontFamily="'Avenir Next', Avenir, 'Century Gothic', Futura, ui-sans-serif, system-ui, sans-serif"
      fontSize="23"
      fontWeight="700"
      textLength="80"
      lengthAdjust="spacingAndGlyphs"
    >
      boxup
    </text>
  ),
};

/** YBD Showroom's logo: a gold diamond on black and the wordmark "YBD". */
export const ybdLogo: LogoDrawing = {
  brand: 'ybd',
  markWidth: 36,
  fullWidth: 112,
  height: 36,
  mark: (
    <g>
      <rect width="36" height="36" fill="#161514" />
      <rect x="3" y="3" width="30" height="30" fill="none" stroke="#d4af37" strokeWidth="1.5" />
      <path d="M18 8 28 18 18 28 8 18Z" fill="none" stroke="#d4af37" strokeWidth="1.5" />
      <path d="M18 13 23 18 18 23 13 18Z" fill="#d4af37" />
    </g>
  ),
  wordmark: (
    <text
      x="46"
      y="26"
      fill="currentColor"
      fontFamily="'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, ui-serif, serif"
      fontSize="21"
      fontWeight="600"
      textLength="62"
      lengthAdjust="spacingAndGlyphs"
    >
      YBD
    </text>
  ),
};

/** Kartonwerk's logo: a green box outline and the wordmark "KARTONWERK". */
export const kartonwerkLogo: LogoDrawing = {
  brand: 'kartonwerk',
  markWidth: 36,
  fullWidth: 176,
  height: 36,
  mark: (
    <g strokeLinejoin="round" strokeLinecap="round">
      <path d="M18 2 32 10 18 18 4 10Z" fill="#2f7d32" />
      <path
        d="M18 2 32 10V26L18 34 4 26V10ZM18 18V34M18 18 4 10M18 18 32 10"
        fill="none"
        stroke="#0d6e66"
        strokeWidth="3"
      />
    </g>
  ),
  wordmark: (
    <text
      x="44"
      y="24"
      fill="currentColor"
      fontFamily="'DIN Alternate', 'DIN Next', Bahnschrift, 'Roboto Condensed', 'Arial Narrow', ui-sans-serif, sans-serif"
      fontSize="16"
      fontWeight="600"
      letterSpacing="1.5"
      textLength="130"
      lengthAdjust="spacingAndGlyphs"
    >
      KARTONWERK
    </text>
  ),
};

// The height is a variant, not a class the caller adds: `cn` does not let a later `h-*` win.
const logoVariants = cva('w-auto shrink-0', {
  variants: { size: { sm: 'h-8', md: 'h-9', lg: 'h-10' } },
  defaultVariants: { size: 'sm' },
});

/**
 * Props of {@link BrandLogo}.
 *
 * @example
 * const props: BrandLogoProps = { logo: ybdLogo, title: 'YBD Showroom', variant: 'mark' };
 */
export interface BrandLogoProps extends Omit<ComponentPropsWithRef<'svg'>, 'children' | 'title'> {
  /** The brand's drawing: {@link boxupLogo}, {@link ybdLogo} or {@link kartonwerkLogo}. */
  logo: LogoDrawing;
  /** Accessible name of the logo, usually the brand name or "<brand> home". */
  title: string;
  /** `full` (mark and wordmark, the default) or `mark` alone for tight spaces. */
  variant?: 'full' | 'mark';
  /** Height: `sm` 2rem (the default), `md` 2.25rem, `lg` 2.5rem; the width follows. */
  size?: 'sm' | 'md' | 'lg';
}

/**
 * The logo of a brand as inline SVG: its mark in brand colours and its wordmark in
 * `currentColor`, so it reads on light and dark surfaces. Size it with `size`; the width
 * follows.
 *
 * @example
 * <a href="/">
 *   <BrandLogo logo={kartonwerkLogo} title="Kartonwerk home" size="md" />
 * </a>
 */
export function BrandLogo({
  logo: drawing,
  title,
  variant = 'full',
  size,
  className,
  ...props
}: BrandLogoProps) {
  const titleId = useId();
  const width = variant === 'mark' ? drawing.markWidth : drawing.fullWidth;
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${width} ${drawing.height}`}
      data-slot="brand-logo"
      data-logo={drawing.brand}
      className={cn(logoVariants({ size }), className)}
      {...props}
    >
      <title id={titleId}>{title}</title>
      {drawing.mark}
      {variant === 'full' ? drawing.wordmark : null}
    </svg>
  );
}
