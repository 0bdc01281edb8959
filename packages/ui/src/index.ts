// The one barrel of @agendina/ui. Importing it brings the global style (font, base rules) once.
import './theme/global.ts';

// Foundations
export { vars, lightTheme } from './theme/theme.css.ts';
export * as tokens from './theme/tokens.ts';
export { flexColumn, flexRow } from './theme/layout.ts';
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

// Layout primitives (Braid's): spacing on the token scale, screens never write px
export { Box, type BoxProps } from './components/Box/Box.tsx';
export { Stack, type StackProps, type StackAlign } from './components/Stack/Stack.tsx';
export { Inline, type InlineProps, type InlineAlign } from './components/Inline/Inline.tsx';
export {
  Columns,
  ColumnsItem,
  type ColumnsProps,
  type ColumnsItemProps,
} from './components/Columns/Columns.tsx';
export { columnsItemWidths, type ColumnsItemWidth } from './components/Columns/Columns.css.ts';
export {
  Tiles,
  tileColumns,
  type TilesProps,
  type TileColumns,
} from './components/Tiles/Tiles.tsx';
export type { Responsive, Space, AlignY } from './theme/responsive.ts';

// The page frame of the app's screens: its <main>, h1, titled sections, form footer, failures
export { Page, PageTitle, type PageProps, type PageTitleProps } from './components/Page/Page.tsx';
export { PageSection, type PageSectionProps } from './components/Page/PageSection.tsx';
export { FormFooter, type FormFooterProps } from './components/Page/FormFooter.tsx';
export { FailureMessage } from './components/Page/FailureMessage.tsx';
export { PagedList, type PagedListProps } from './components/Page/PagedList.tsx';
export {
  ListFrame,
  ListFilters,
  type ListFrameProps,
  type ListFiltersProps,
} from './components/Page/ListFrame.tsx';
export { RetryAlert, type RetryAlertProps } from './components/Page/RetryAlert.tsx';
export {
  FailureDescriptionProvider,
  type DescribeFailure,
  type FailureDescription,
} from './components/Page/describe-failure.tsx';
// The frame's other parts a screen's markup takes (muted text, fact lists, plain lists)
export * as pageFrame from './components/Page/Page.css.ts';

// Primitives
export { Button, type ButtonProps } from './components/Button/Button.tsx';
export { buttonVariants } from './components/Button/Button.css.ts';
export { Icon, iconNames, type IconName } from './components/Icon/Icon.tsx';
export { iconLabels } from './components/Icon/icon-labels.ts';
export { IconButton, type IconButtonProps } from './components/IconButton/IconButton.tsx';
export { TextField, type TextFieldProps } from './components/TextField/TextField.tsx';
export { TextArea, type TextAreaProps } from './components/TextArea/TextArea.tsx';
export { NumberField, type NumberFieldProps } from './components/NumberField/NumberField.tsx';
export { MoneyField, type MoneyFieldProps } from './components/MoneyField/MoneyField.tsx';
export { Select, type SelectOption, type SelectProps } from './components/Select/Select.tsx';
export { ComboBox, type ComboBoxProps } from './components/ComboBox/ComboBox.tsx';
export {
  OperatorMultiSelect,
  type OperatorOption,
  type OperatorMultiSelectProps,
} from './components/OperatorMultiSelect/OperatorMultiSelect.tsx';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox.tsx';
export { Switch, type SwitchProps } from './components/Switch/Switch.tsx';
export { Tabs, TabList, Tab, TabPanel } from './components/Tabs/Tabs.tsx';
export {
  CalendarViewTabs,
  CALENDAR_VIEWS,
  type CalendarViewKey,
  type CalendarViewTabsProps,
} from './components/Tabs/CalendarViewTabs.tsx';
export { useIsSmallScreen } from './components/Tabs/useIsSmallScreen.ts';
export { Badge, StatusBadge, SourceBadge, type BadgeProps } from './components/Badge/Badge.tsx';
export { badgeTones, type BadgeTone } from './components/Badge/Badge.css.ts';
export {
  ShortcutCard,
  WideCard,
  type ShortcutCardProps,
  type WideCardProps,
} from './components/Card/Card.tsx';
export { Tooltip, type TooltipProps } from './components/Tooltip/Tooltip.tsx';
export { ToastRegion } from './components/Toast/Toast.tsx';
export {
  createToastQueue,
  useToastQueue,
  TOAST_TIMEOUT_MS,
  type ToastContent,
  type ToastQueue,
} from './components/Toast/toast-queue.ts';
export { ProgressBar, Spinner, type ProgressBarProps } from './components/Progress/Progress.tsx';
export { DatePicker, type DatePickerProps } from './components/DatePicker/DatePicker.tsx';
export { PhoneField, type PhoneFieldProps } from './components/PhoneField/PhoneField.tsx';
export { PhoneLinks, type PhoneLinksProps } from './components/PhoneLinks/PhoneLinks.tsx';
export {
  Table,
  TableHeader,
  TableColumns,
  TableBody,
  Column,
  Row,
  Cell,
  type TableColumnSpec,
  type TableColumnsProps,
} from './components/Table/Table.tsx';
export { Pagination, type PaginationProps } from './components/Pagination/Pagination.tsx';
export { CopyButton, type CopyButtonProps } from './components/CopyButton/CopyButton.tsx';
export { Header, type HeaderLink, type HeaderProps } from './components/Header/Header.tsx';

// Dialogs
export { Modal, type ModalProps } from './components/Dialog/Modal.tsx';
export {
  CloseActions,
  DialogActions,
  type DialogActionsProps,
} from './components/Dialog/DialogActions.tsx';
export {
  MessageDialog,
  SuccessDialog,
  ConfirmDialog,
  type MessageDialogProps,
  type SuccessDialogProps,
  type ConfirmDialogProps,
  type DialogAction,
} from './components/Dialog/Dialogs.tsx';
export { dialogTypes, type DialogType } from './components/Dialog/Dialog.css.ts';

// Calendar
export { CalendarGrid, type CalendarGridProps } from './components/CalendarGrid/CalendarGrid.tsx';
export { DayView, type DayViewProps } from './components/CalendarGrid/DayView.tsx';
export { WeekView, type WeekViewProps } from './components/CalendarGrid/WeekView.tsx';
export { MonthView, type MonthViewProps } from './components/CalendarGrid/MonthView.tsx';
export { TimeGrid, type TimeGridProps } from './components/CalendarGrid/TimeGrid.tsx';
export type {
  BlockMove,
  BlockPress,
  CalendarOperator,
  SlotPress,
} from './components/CalendarGrid/types.ts';
export { QuickView, type QuickViewProps } from './components/QuickView/QuickView.tsx';
// Charts (decision 0025)
export {
  BarChart,
  type BarChartDatum,
  type BarChartProps,
} from './components/BarChart/BarChart.tsx';
export {
  CategoryBarChart,
  type CategoryBarDatum,
  type CategoryBarChartProps,
} from './components/BarChart/CategoryBarChart.tsx';
export { CHART_UNITS, formatMeasure, type ChartUnit } from './components/BarChart/measure.ts';

// Wizard
export {
  WizardShell,
  WIZARD_STEPS,
  type WizardShellProps,
  type WizardStep,
} from './components/Wizard/WizardShell.tsx';
export { CheckList, type CheckListProps } from './components/Wizard/CheckList.tsx';
export { WizardTimeline } from './components/Wizard/WizardTimeline.tsx';
export { WizardSummary, type WizardSummaryProps } from './components/Wizard/WizardSummary.tsx';

// Conversation
export {
  MessageThread,
  type MessageThreadProps,
  type ThreadMessage,
  type MessageDirection,
} from './components/Conversation/MessageThread.tsx';
export { Composer, canSend, type ComposerProps } from './components/Conversation/Composer.tsx';
export {
  ConversationSidePanel,
  type ConversationSidePanelProps,
  type ConversationInfo,
  type AssistanceRequestInfo,
} from './components/Conversation/ConversationSidePanel.tsx';

// Appointment
export { StatusActions, type StatusActionsProps } from './components/Appointment/StatusActions.tsx';
export { NotesEditor, type NotesEditorProps } from './components/Appointment/NotesEditor.tsx';
export { GroupList } from './components/Appointment/GroupList.tsx';

// Disclosure, groups of choices, lists, time
export {
  Disclosure,
  DisclosureGroup,
  type DisclosureProps,
  type DisclosureGroupProps,
} from './components/Disclosure/Disclosure.tsx';
export {
  RadioGroup,
  Radio,
  type RadioGroupProps,
  type RadioProps,
} from './components/RadioGroup/RadioGroup.tsx';
export {
  CheckboxGroup,
  type CheckboxGroupProps,
} from './components/CheckboxGroup/CheckboxGroup.tsx';
export {
  focusRing,
  groupOrientations,
  type GroupOrientation,
} from './components/Field/Field.css.ts';
export {
  GridList,
  GridListItem,
  DropIndicator,
  DragHandle,
  type GridListProps,
} from './components/GridList/GridList.tsx';
export { gridListVariants, type GridListVariant } from './components/GridList/GridList.css.ts';
export { TimeField, type TimeFieldProps } from './components/TimeField/TimeField.tsx';

// React Aria pieces the app uses as they are (no styling of ours): apps import them from here,
// never from react-aria-components (DESIGN.md §2).
export { Form, type FormProps } from './components/Form/Form.tsx';
// Plain controls on native elements, no React Aria: for pages that must load fast (the login)
export {
  PlainTextField,
  type PlainTextFieldProps,
} from './components/PlainField/PlainTextField.tsx';
export { PlainCheckbox, type PlainCheckboxProps } from './components/PlainField/PlainCheckbox.tsx';
export { PlainButton, type PlainButtonProps } from './components/PlainField/PlainButton.tsx';
export { PlainForm, type PlainFormProps } from './components/PlainField/PlainForm.tsx';
export {
  Label,
  Link,
  I18nProvider,
  RouterProvider,
  FileTrigger,
  useDragAndDrop,
  type Key,
} from 'react-aria-components';

// Scanning (issue #17): keyboard-wedge scanners and the camera, manual entry always available
export { useBarcodeWedge, type UseBarcodeWedgeOptions } from './components/Scan/useBarcodeWedge.ts';
export {
  WEDGE_MAX_GAP_MS,
  WEDGE_MAX_SINGLE_GAP_MS,
  WEDGE_MIN_LENGTH,
  emptyWedge,
  wedgeKey,
  type WedgeState,
  type WedgeStep,
} from './components/Scan/barcode-wedge.ts';
export {
  BarcodeScannerDialog,
  SCAN_INTERVAL_MS,
  type BarcodeScannerDialogProps,
} from './components/Scan/BarcodeScannerDialog.tsx';
export {
  cameraFailureMessage,
  loadEan13Detector,
  openRearCamera,
  type CodeDetector,
  type DetectedCode,
  type LoadCodeDetector,
  type OpenCamera,
} from './components/Scan/camera.ts';
