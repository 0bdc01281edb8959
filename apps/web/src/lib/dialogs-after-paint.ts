import { afterFirstPaint } from './after-first-paint.ts';

/**
 * The kit's ConfirmDialog and MessageDialog for pages that mount them closed: the same props,
 * the code of a modal (focus trap, overlay, its motion) fetched once the page has mounted instead
 * of before its first paint (issue #37). Render them inside a Suspense boundary.
 */
export const [ConfirmDialog] = afterFirstPaint(() =>
  import('./kit-dialogs.ts').then((module) => module.ConfirmDialog),
);
export const [MessageDialog] = afterFirstPaint(() =>
  import('./kit-dialogs.ts').then((module) => module.MessageDialog),
);
