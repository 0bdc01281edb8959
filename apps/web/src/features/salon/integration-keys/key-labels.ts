import type { IntegrationKey } from '@agendina/api';
import { formatDateTimeIt } from '@agendina/scheduling';

/** The limit of IntegrationKeyCreateRequest.label in openapi/, checked before sending. */
export const KEY_LABEL_MAX = 100;

/** The label's error in Italian, or undefined when it can be sent. */
export function validateKeyLabel(label: string): string | undefined {
  const length = label.trim().length;
  if (length === 0) return 'Scrivi a cosa serve la chiave (es. Assistente vocale)';
  if (length > KEY_LABEL_MAX)
    return `Il nome può avere al massimo ${KEY_LABEL_MAX} caratteri (ora ${length})`;
  return undefined;
}

/** A key after it was shown once: its first characters, the rest hidden. */
export const maskedKey = (prefix: string): string => `${prefix}••••••••••••`;

/** 'Mai usata' or when the assistants last used it. */
export const lastUsedOf = (key: IntegrationKey): string =>
  key.lastUsedAt ? `Ultimo uso il ${formatDateTimeIt(key.lastUsedAt)}` : 'Mai usata';
