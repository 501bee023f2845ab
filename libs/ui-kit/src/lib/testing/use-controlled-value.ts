import { useState } from 'react';

/**
 * A value held in state the way a form holds a controlled field's value, for tests and stories
 * of controlled components: the setter keeps the new value and then reports it to `onChange`
 * (a spy, or a story's `fn()` arg).
 *
 * @example
 * function ControlledSelect(props: SelectProps) {
 *   const [value, change] = useControlledValue(props.value, props.onChange);
 *   return <Select {...props} value={value} onChange={change} />;
 * }
 */
export function useControlledValue<Value, Next extends Value = Value>(
  initial: Value,
  onChange?: (next: Next) => void,
): [Value, (next: Next) => void] {
  const [value, setValue] = useState<Value>(initial);
  return [
    value,
    (next) => {
      setValue(next);
      onChange?.(next);
    },
  ];
}
