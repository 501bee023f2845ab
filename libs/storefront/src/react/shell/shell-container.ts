/**
 * The shell's content container: the width and side margins of the header and footer. Every
 * page puts its content in it (or in a narrower centred column with the same side padding),
 * so nothing starts at the edge of the screen at 390 px and page content lines up with the
 * logo at 1280 px.
 *
 * @example
 * <div className={cn(SHELL_CONTAINER, 'py-8')}>…</div>
 */
export const SHELL_CONTAINER = 'mx-auto w-full max-w-6xl px-4';
