import type { ComponentProps } from 'react';

export type PlainFormProps = Omit<ComponentProps<'form'>, 'noValidate'>;

/**
 * The kit's Form on a native <form>, without React Aria: like Form's default
 * (validationBehavior 'aria'), the screen's own checks give Italian messages in the fields and
 * the browser's bubbles, in the browser's language, never block the submit.
 */
export function PlainForm(props: PlainFormProps) {
  return <form {...props} noValidate />;
}
