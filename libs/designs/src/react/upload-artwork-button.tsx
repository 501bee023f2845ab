import { Button } from '@storefront/ui-kit';
import { useId, useRef, useState } from 'react';
import type { UploadedArtwork } from '../lib/api/upload-artwork';
import { ARTWORK_ACCEPT, checkArtworkFile } from '../lib/preflight/artwork-file';
import { useUploadArtwork } from './design-queries';
import { useDesignsFormat } from './use-designs-format';

/**
 * Props of {@link UploadArtworkButton}.
 *
 * @example
 * const props: UploadArtworkButtonProps = { onUploaded: (upload) => place(upload) };
 */
export interface UploadArtworkButtonProps {
  /** Called with the stored upload (links, pixel size, stated dpi, colour space). */
  onUploaded: (upload: UploadedArtwork) => void;
  /** Button text; 'Upload artwork' by default. */
  label?: string;
  /** Button look; primary by default. */
  variant?: 'primary' | 'secondary' | 'ghost';
  className?: string;
}

/**
 * Uploads artwork (PDF, SVG, PNG, JPG) to the assets service: a button that opens the file
 * picker. Type and size (up to 25 MB) are checked before anything is sent, and the bytes
 * must match the type; every refusal is said in words (an alert next to the button), and
 * progress and success are announced.
 *
 * @example
 * <UploadArtworkButton onUploaded={(upload) => addImage(upload)} />
 */
export function UploadArtworkButton({
  onUploaded,
  label,
  variant = 'primary',
  className,
}: UploadArtworkButtonProps) {
  const { t, errorMessage } = useDesignsFormat();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadArtwork();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setDone(null);
    const local = checkArtworkFile(file);
    if (local) {
      setProblem(t(`upload.errors.${local.code}`));
      return;
    }
    setProblem(null);
    setBusy(file.name);
    try {
      const uploaded = await upload.mutateAsync(file);
      setDone(uploaded.filename);
      onUploaded(uploaded);
    } catch (error) {
      setProblem(
        errorMessage(error) === t('errors.unknown')
          ? t('upload.errors.failed')
          : errorMessage(error),
      );
    } finally {
      setBusy(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className={className} data-slot="upload-artwork">
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept={ARTWORK_ACCEPT}
        hidden
        onChange={(event) => void pick(event.currentTarget.files?.[0])}
      />
      <Button
        variant={variant}
        loading={busy !== null}
        aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
        onClick={() => input.current?.click()}
      >
        {label ?? t('upload.button')}
      </Button>
      <p id={`${id}-hint`} className="text-ink-muted mt-1 text-sm">
        {t('upload.hint')}
      </p>
      <p role="status" className="text-ink text-sm">
        {busy
          ? t('upload.uploading', { name: busy })
          : done
            ? t('upload.uploaded', { name: done })
            : ''}
      </p>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-danger text-sm font-medium">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
