import type { Dieline } from '../../lib/dielines/dieline-model';
import type { DielineOutputOptions } from '../../lib/dielines/dieline-output-options';
import { dielineToSvg } from '../../lib/dielines/dieline-svg';
import type { DielineUnit } from '../../lib/dielines/units';

/** A file format a dieline downloads in. */
export type DielineFormat = 'svg' | 'pdf';

/** The file name of a dieline download: style, inside size and unit. */
export function dielineFileName(
  dieline: Dieline,
  unit: DielineUnit,
  format: DielineFormat,
): string {
  const style = dieline.style.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  const factor = unit === 'mm' ? 25.4 : 1;
  const size = [dieline.dimensions.length, dieline.dimensions.width, dieline.dimensions.depth]
    .map((value) => String(Math.round(value * factor * 100) / 100).replace('.', '_'))
    .join('x');
  return `${style}-${size}${unit}-dieline.${format}`;
}

/**
 * The dieline as a downloadable file. The PDF writer (pdf-lib) is loaded only now, with a
 * dynamic import, so it is never part of a page's first load.
 */
export async function dielineFile(
  dieline: Dieline,
  format: DielineFormat,
  options: DielineOutputOptions,
): Promise<{ blob: Blob; filename: string }> {
  const unit = options.unit ?? 'in';
  const filename = dielineFileName(dieline, unit, format);
  if (format === 'svg') {
    return {
      blob: new Blob([dielineToSvg(dieline, options)], { type: 'image/svg+xml' }),
      filename,
    };
  }
  const { dielineToPdf } = await import('../../lib/dielines/dieline-pdf');
  const bytes = await dielineToPdf(dieline, options);
  return {
    blob: new Blob([bytes.slice().buffer as ArrayBuffer], { type: 'application/pdf' }),
    filename,
  };
}

/**
 * Hands a file to the browser's download: an object URL on a temporary link, clicked and
 * released.
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
