import { useId, useState, type ReactNode } from 'react';
import { joinClassNames } from '../../foundations/join-class-names.ts';
import * as checkboxStyles from '../Checkbox/Checkbox.css.ts';
import * as styles from './PlainField.css.ts';

export interface PlainCheckboxProps {
  children: ReactNode;
  /** Controlled state; without it the box keeps its own, starting from `defaultSelected`. */
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  name?: string;
  value?: string;
  isDisabled?: boolean;
  isInvalid?: boolean;
  className?: string;
}

/** Lucide's "check" (the kit's Checkbox glyph), drawn inline: no icon library in a fast page. */
function CheckGlyph() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M20 6 9 17l-5-5" />
    </svg>
  );
}

/**
 * The kit's Checkbox on a native <input type="checkbox">, without React Aria: the input is
 * visually hidden inside its label (so the label's text names it and a click on it toggles),
 * the kit's box draws the state. The label carries data-selected, data-disabled, data-invalid
 * for the kit's Checkbox.css.ts selectors.
 */
export function PlainCheckbox({
  children,
  isSelected,
  defaultSelected = false,
  onChange,
  isDisabled,
  isInvalid,
  className,
  ...input
}: PlainCheckboxProps) {
  const id = useId();
  const [own, setOwn] = useState(defaultSelected);
  const selected = isSelected ?? own;
  return (
    <label
      htmlFor={id}
      className={joinClassNames(checkboxStyles.checkbox, className)}
      data-selected={selected || undefined}
      data-disabled={isDisabled || undefined}
      data-invalid={isInvalid || undefined}
    >
      <input
        {...input}
        id={id}
        type="checkbox"
        className={styles.checkboxInput}
        checked={selected}
        disabled={isDisabled}
        aria-invalid={isInvalid || undefined}
        onChange={(event) => {
          setOwn(event.target.checked);
          onChange?.(event.target.checked);
        }}
      />
      <span className={styles.checkboxBox}>{selected ? <CheckGlyph /> : null}</span>
      {children}
    </label>
  );
}
