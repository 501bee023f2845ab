import type { ComponentPropsWithRef } from 'react';
import { cn } from '../cn';
import {
  TextControlFrame,
  textControlClasses,
  useTextControl,
  type TextControlFieldProps,
} from '../field/field-parts';

/**
 * Props of {@link TextField}: every `<input>` attribute plus label, hint and error.
 *
 * @example
 * const props: TextFieldProps = { label: 'Company', autoComplete: 'organization' };
 */
export interface TextFieldProps
  extends Omit<ComponentPropsWithRef<'input'>, 'size'>, TextControlFieldProps {
  /** Classes of the input itself; `className` goes to the wrapper. */
  inputClassName?: string;
}

/**
 * A labelled single-line text input with optional hint and error. `ref` reaches the
 * `<input>`, so `{...register('email')}` from react-hook-form works as is.
 *
 * @example
 * <TextField
 *   label="Email"
 *   type="email"
 *   autoComplete="email"
 *   required
 *   hint="We send the order confirmation here."
 *   error={errors.email?.message}
 *   {...register('email')}
 * />
 */
export function TextField({ className, inputClassName, ...props }: TextFieldProps) {
  const { frame, control } = useTextControl(props);
  return (
    <TextControlFrame slot="text-field" className={className} {...frame}>
      <input data-slot="input" className={cn(textControlClasses(), inputClassName)} {...control} />
    </TextControlFrame>
  );
}
