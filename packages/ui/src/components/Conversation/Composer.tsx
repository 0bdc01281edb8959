import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Text, TextArea, TextField } from 'react-aria-components';
import { t } from '../../intl/it-IT.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as fieldStyles from '../Field/Field.css.ts';
import * as styles from './Conversation.css.ts';

export interface ComposerProps {
  /** Return a promise to keep the text until the send succeeds. */
  onSend: (text: string) => void | Promise<unknown>;
  isSending?: boolean;
  label?: string;
  placeholder?: string;
}

/** True when the text can be sent: not empty, not only whitespace (SPEC.md §5). */
export function canSend(text: string): boolean {
  return text.trim() !== '';
}

/** Browsers with CSS field-sizing grow the box themselves (Conversation.css.ts). */
const sizesItself = () => typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');

/** The message composer: Enter sends, Shift+Enter adds a line, grows up to 120 px. */
export function Composer({
  onSend,
  isSending = false,
  label = t('message'),
  placeholder = 'Scrivi un messaggio',
}: ComposerProps) {
  const [text, setText] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || sizesItself()) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight + 2, styles.COMPOSER_MAX_HEIGHT_PX)}px`;
  }, [text]);
  const send = () => {
    if (!canSend(text) || isSending) return;
    const sent = onSend(text.trim());
    // A send that can fail returns a promise: the text stays until it succeeds, so nothing
    // typed is lost when the message does not go out.
    if (sent instanceof Promise)
      sent.then(
        () => cleared(),
        () => undefined,
      );
    else cleared();
  };
  // The emptied text disables the send button, and a disabled button drops focus to the page
  // (where Escape no longer reaches a dialog): focus goes back to the text for the next message,
  // unless the user has moved elsewhere meanwhile.
  const cleared = () => {
    setText('');
    const active = document.activeElement;
    if (active === null || active === document.body || box.current?.contains(active))
      ref.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };
  return (
    <div ref={box} className={styles.composer}>
      <TextField
        aria-label={label}
        value={text}
        onChange={setText}
        className={styles.composerField}
      >
        <TextArea
          ref={ref}
          rows={1}
          placeholder={placeholder}
          onKeyDown={onKeyDown}
          className={[fieldStyles.textArea, styles.composerInput].join(' ')}
        />
        <Text slot="description" className={fieldStyles.visuallyHidden}>
          Invio per inviare, Maiuscolo+Invio per andare a capo
        </Text>
      </TextField>
      <IconButton
        icon="send"
        variant="primary"
        aria-label={t('send')}
        isDisabled={!canSend(text) || isSending}
        onPress={send}
      />
    </div>
  );
}
