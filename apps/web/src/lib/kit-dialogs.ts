// The kit's question and message dialogs, in a module of their own so that pages can load them
// after their first paint (dialogs-after-paint.ts).
export { ConfirmDialog, MessageDialog } from '@agendina/ui';
