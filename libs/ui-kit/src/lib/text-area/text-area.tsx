import type { ComponentPropsWithRef } from 'react';
import { cn } from '../cn';
import {
  TextControlFrame,
  textAreaClasses,
  useTextControl,
  type TextControlFieldProps,
} from '../field/field-parts';

/**
 * Props of {@link TextArea}: every `<textarea>` attribute plus label, hint and error.
 *
 * @example
 * const props: TextAreaProps = { label: 'Message', rows: 5, maxLength: 2000 };
 */
export interface TextAreaProps extends ComponentPropsWithRef<'textarea'>, TextControlFieldProps {
  /** Classes of the textarea itself; `className` goes to the wrapper. */
  textAreaClassName?: string;
}

/**
 * A labelled multi-line text input with optional hint and error, wired like
 * {@link TextField}: the hint and the error describe the textarea, an error marks it invalid.
 * Four rows high unless `rows` says otherwise; the shopper can drag it taller. `ref` reaches
 * the `<textarea>`, so `{...register('message')}` from react-hook-form works as is.
 *
 * @example
 * <TextArea
 *   label="Describe the box you have in mind"
 *   required
 *   rows={5}
 *   hint="Size, material, print and quantity help us quote faster."
 *   error={errors.details?.message}
 *   {...register('details')}
 * />
 */
export function TextArea({ rows = 4, className, textAreaClassName, ...props }: TextAreaProps) {
  const { frame, control } = useTextControl(props);
  return (
    <TextControlFrame slot="text-area" className={className} {...frame}>
      <textarea
        data-slot="textarea"
        rows={rows}
        className={cn(textAreaClasses(), textAreaClassName)}
        {...control}
      />
    </TextControlFrame>
  );
}
