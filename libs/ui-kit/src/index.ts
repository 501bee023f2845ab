// Public API of @storefront/ui-kit. Each name is listed on purpose; index.test.ts fails when
// the list changes. Left out on purpose: the cva variant helpers (buttonVariants and co.) and
// the field internals, so class names stay free to change between minor versions.

export { cn } from './lib/cn';

export {
  BrandLogo,
  boxupLogo,
  kartonwerkLogo,
  ybdLogo,
  type BrandId,
  type BrandLogoProps,
  type LogoDrawing,
} from './lib/brand-logo/brand-logo';
export { Button, type ButtonProps, type ButtonVariantProps } from './lib/button/button';
export { Card, type CardProps } from './lib/card/card';
export { Checkbox, type CheckboxProps } from './lib/checkbox/checkbox';
export { Combobox, type ComboboxOption, type ComboboxProps } from './lib/combobox/combobox';
export { Dialog, type DialogProps } from './lib/dialog/dialog';
export {
  LinkButton,
  type LinkButtonOwnProps,
  type LinkButtonProps,
} from './lib/link-button/link-button';
export { NumberField, type NumberFieldProps } from './lib/number-field/number-field';
export { Price, type PriceProps } from './lib/price/price';
export {
  RadioGroup,
  type RadioGroupOption,
  type RadioGroupProps,
} from './lib/radio-group/radio-group';
export { Section, type SectionProps } from './lib/section/section';
export { Select, type SelectOption, type SelectProps } from './lib/select/select';
export {
  ShareLinkDialog,
  shareLinkDialogLabels,
  type ShareLinkDialogLabels,
  type ShareLinkDialogProps,
  type ShareLinkMessageKey,
} from './lib/share-link-dialog/share-link-dialog';
export type { ShareLinkResult, ShareLinkValues } from './lib/share-link-dialog/use-share-link-form';
export { Skeleton, type SkeletonProps } from './lib/skeleton/skeleton';
export {
  SNACKBAR_AUTO_HIDE_MS,
  Snackbar,
  type SnackbarProps,
  type SnackbarTone,
} from './lib/snackbar/snackbar';
export { Spinner, type SpinnerProps } from './lib/spinner/spinner';
export {
  Stepper,
  type StepperProps,
  type StepperStep,
  type StepperStepState,
} from './lib/stepper/stepper';
export { Tabs, type TabItem, type TabsProps } from './lib/tabs/tabs';
export { TextArea, type TextAreaProps } from './lib/text-area/text-area';
export { TextField, type TextFieldProps } from './lib/text-field/text-field';
export { useHydrated } from './lib/use-hydrated/use-hydrated';
export { Tile, type TileImage, type TileProps } from './lib/tile/tile';
export { VisuallyHidden, type VisuallyHiddenProps } from './lib/visually-hidden/visually-hidden';
