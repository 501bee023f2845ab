import { zodResolver } from '@hookform/resolvers/zod';
import { Button, TextField } from '@storefront/ui-kit';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { DESIGN_NAME_MESSAGES, designNameSchema } from '../lib/design-name';
import { DESIGNS_NAMESPACE } from '../lib/designs-messages';
import { useMessages } from '@storefront/ui-kit/i18n';

const formSchema = z.object({ name: designNameSchema });
type SaveDesignValues = z.input<typeof formSchema>;

export interface SaveDesignFormProps {
  /** The name to start with, e.g. the current design's name when renaming. */
  defaultName?: string;
  /** Saves the design under the trimmed name; a rejection's message is shown to the shopper. */
  onSave: (name: string) => Promise<void>;
}

/**
 * Names and saves a design: the name is required ('Design name required'), trimmed and at most
 * 100 characters. What the shopper typed stays in the field when saving fails.
 *
 * @example
 * <SaveDesignForm onSave={(name) => saveDesign({ ...design, name })} />
 */
export function SaveDesignForm({ defaultName = '', onSave }: SaveDesignFormProps) {
  const { t } = useMessages(DESIGNS_NAMESPACE);
  const statusId = useId();
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SaveDesignValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: defaultName },
  });

  const nameError =
    errors.name?.message === DESIGN_NAME_MESSAGES.tooLong
      ? t('saveDesign.tooLong')
      : errors.name
        ? t('saveDesign.required')
        : undefined;

  const submit = handleSubmit(async ({ name }) => {
    const trimmed = name.trim();
    setStatus(null);
    try {
      await onSave(trimmed);
      setStatus({ tone: 'success', text: t('saveDesign.saved', { name: trimmed }) });
    } catch (error) {
      setStatus({ tone: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-describedby={status ? statusId : undefined}
      className="flex flex-col gap-4"
    >
      <TextField
        label={t('saveDesign.nameLabel')}
        hint={t('saveDesign.nameHint')}
        error={nameError}
        required
        autoComplete="off"
        {...register('name')}
      />
      <Button type="submit" loading={isSubmitting} className="self-start">
        {t('saveDesign.submit')}
      </Button>
      {status && (
        <p
          id={statusId}
          role={status.tone === 'error' ? 'alert' : 'status'}
          className={status.tone === 'error' ? 'text-danger' : 'text-success'}
        >
          {status.text}
        </p>
      )}
    </form>
  );
}
