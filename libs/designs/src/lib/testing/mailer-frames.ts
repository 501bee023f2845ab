// TEST HELPER ONLY — not in '@storefront/designs/testing': the display mailer the editor and
// preflight tests place objects on, with its panel frames.
import { generateDieline } from '../dielines/box-style-dielines';
import { panelFrames, type PanelFrame } from '../editor/panel-frames';

/** The inside size (inches) of the tests' display mailer. */
export const MAILER_SIZE = { length: 8, width: 6, depth: 2 };

/** The dieline of the tests' display mailer. */
export const mailerDieline = generateDieline('displayMailer', MAILER_SIZE);

/** The panel frames of the tests' display mailer. */
export const mailerFrames = panelFrames(mailerDieline);

/**
 * The frame of the mailer's panel `id`; an unknown id fails the test.
 *
 * @example
 * const top = mailerFrame('top');
 */
export function mailerFrame(id: string): PanelFrame {
  const found = mailerFrames.find((candidate) => candidate.panelId === id);
  if (!found) throw new Error(id);
  return found;
}
