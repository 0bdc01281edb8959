import { useEffect, useState } from 'react';
import { successMessageMs } from '@agendina/api';

/** A success message that hides itself after 3 s (SPEC.md §9); a new one restarts the wait. */
export function useSuccessMessage(): [string | null, (message: string | null) => void] {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), successMessageMs);
    return () => window.clearTimeout(timer);
  }, [message]);
  return [message, setMessage];
}
