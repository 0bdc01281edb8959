import { Form as AriaForm, type FormProps } from 'react-aria-components';

export type { FormProps };

/**
 * React Aria's Form with the app's validation: the screen's own checks run on submit and show
 * their Italian messages in the fields (aria-invalid and the field's message, read by screen
 * readers); the browser's native bubbles, in the browser's language, never block the submit.
 * Every form of the app wants this, so it is the default instead of a prop each screen repeats.
 */
export function Form({ validationBehavior = 'aria', ...props }: FormProps) {
  return <AriaForm validationBehavior={validationBehavior} {...props} />;
}
