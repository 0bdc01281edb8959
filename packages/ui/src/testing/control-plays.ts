// Play functions shared by a kit control (React Aria) and its plain twin (PlainField, native
// elements): the same play passing on both is what "the plain one behaves like the kit's" means.
import { expect, userEvent, within } from 'storybook/test';

interface PlayContext<A> {
  args: A;
  canvasElement: HTMLElement;
}
type Play<A> = (context: PlayContext<A>) => Promise<void>;

/** Typing into the named text box shows the text and reports it through onChange. */
export const typesIntoTextbox =
  (name: string): Play<{ onChange?: unknown }> =>
  async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name });
    await userEvent.type(input, 'Maria');
    await expect(input).toHaveValue('Maria');
    await expect(args.onChange).toHaveBeenLastCalledWith('Maria');
  };

/** A pointer press on the named button calls onPress once. */
export const pressedByPointer =
  (name: string): Play<{ onPress?: unknown }> =>
  async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  };

/** Tab reaches the named button, Enter presses it. */
export const pressedByKeyboard =
  (name: string): Play<{ onPress?: unknown }> =>
  async ({ args, canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  };

/** The named button is disabled and a click on it calls nothing. */
export const disabledButton =
  (name: string): Play<{ onPress?: unknown }> =>
  async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  };

/** Tab reaches the named (selected) checkbox, Space clears it and onChange says so. */
export const toggledByKeyboard =
  (name: string): Play<{ onChange?: unknown }> =>
  async ({ args, canvasElement }) => {
    await userEvent.tab();
    const box = within(canvasElement).getByRole('checkbox', { name });
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(false);
  };
