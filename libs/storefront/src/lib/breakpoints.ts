/**
 * The spec's breakpoints in CSS pixels; ui-kit's theme uses the same values as Tailwind
 * screens (`sm:`, `md:` …; xs is the unprefixed default).
 */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;

/** The name of one breakpoint. */
export type Breakpoint = keyof typeof BREAKPOINTS;
