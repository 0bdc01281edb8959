import { useEffect, useState } from 'react';
import { conversationStartDelayOnOpenMs, conversationStartDelayOnShowMs } from '@agendina/api';

export interface PollingEnvironment {
  isVisible: () => boolean;
  onVisibilityChange: (listener: () => void) => () => void;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const browser: PollingEnvironment = {
  isVisible: () => document.visibilityState === 'visible',
  onVisibilityChange: (listener) => {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

/**
 * SPEC.md §4, §9: the conversation polls only while its dialog is open and the page visible;
 * polling starts 1000 ms after opening and 500 ms after the page shows again, and stops on close
 * or when the page is hidden. Returns the function that stops it all (the dialog's close).
 */
export function followConversationPolling(
  env: PollingEnvironment,
  setPolling: (on: boolean) => void,
): () => void {
  let timer: unknown = null;
  const start = (delay: number) => {
    env.clearTimeout(timer);
    timer = env.setTimeout(() => setPolling(true), delay);
  };
  if (env.isVisible()) start(conversationStartDelayOnOpenMs);
  const stopListening = env.onVisibilityChange(() => {
    if (env.isVisible()) start(conversationStartDelayOnShowMs);
    else {
      env.clearTimeout(timer);
      setPolling(false);
    }
  });
  return () => {
    env.clearTimeout(timer);
    stopListening();
    setPolling(false);
  };
}

/** Whether the open conversation dialog should poll now. */
export function useConversationPolling(
  isOpen: boolean,
  env: PollingEnvironment = browser,
): boolean {
  const [isPolling, setPolling] = useState(false);
  useEffect(() => (isOpen ? followConversationPolling(env, setPolling) : undefined), [isOpen, env]);
  return isOpen && isPolling;
}
