// The one barrel of @agendina/ui. Importing it brings the global style (font, base rules) once.
import './theme/global.ts';

// Foundations
export { vars, lightTheme } from './theme/theme.css.ts';
export * as tokens from './theme/tokens.ts';
export { sprinkles, type Sprinkles } from './theme/sprinkles.css.ts';
export { readableTextOn, contrastRatio, normaliseHex } from './foundations/color.ts';
export {
  BUSINESS_TYPES,
  BUSINESS_WORDING,
  DEFAULT_BUSINESS_TYPE,
  businessWording,
  type BusinessType,
  type BusinessWording,
} from './foundations/business-type.ts';
export { messages, t, type MessageKey } from './intl/it-IT.ts';

// Primitives
export { Button, type ButtonProps } from './components/Button/Button.tsx';
export { buttonVariants } from './components/Button/Button.css.ts';
export { Icon, type IconName } from './components/Icon/Icon.tsx';
export { IconButton, type IconButtonProps } from './components/IconButton/IconButton.tsx';
export { TextField, type TextFieldProps } from './components/TextField/TextField.tsx';
export { TextArea, type TextAreaProps } from './components/TextArea/TextArea.tsx';
export { NumberField, type NumberFieldProps } from './components/NumberField/NumberField.tsx';
export { Select, type SelectOption, type SelectProps } from './components/Select/Select.tsx';
export { ComboBox, type ComboBoxProps } from './components/ComboBox/ComboBox.tsx';
export {
  OperatorMultiSelect,
  type OperatorOption,
  type OperatorMultiSelectProps,
} from './components/OperatorMultiSelect/OperatorMultiSelect.tsx';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox.tsx';
export { Switch, type SwitchProps } from './components/Switch/Switch.tsx';
