import { describe, expect, it } from 'vitest';
import { createDeviceTokenStore } from './device-tokens.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('the device tokens of this browser', () => {
  it('keeps one token per account, by its e-mail in any case, newest first, at most 20', () => {
    const storage = memoryStorage();
    const devices = createDeviceTokenStore({ storage });
    expect(devices.get('info@salone.it')).toBeUndefined();
    devices.set('Info@Salone.it ', 'd1.uno');
    devices.set('info@salone.it', 'd1.due');
    expect(devices.get('INFO@salone.it')).toBe('d1.due');
    for (let i = 0; i < 25; i++) devices.set(`staff${i}@salone.it`, `d1.${i}`);
    expect(devices.get('staff24@salone.it')).toBe('d1.24');
    expect(devices.get('info@salone.it')).toBeUndefined();
  });

  it('reads a damaged entry as no token', () => {
    const storage = memoryStorage();
    storage.setItem('auth_device_tokens', '{non json');
    expect(createDeviceTokenStore({ storage }).get('info@salone.it')).toBeUndefined();
    storage.setItem(
      'auth_device_tokens',
      JSON.stringify([[1, 2], 'x', ['info@salone.it', 'd1.ok']]),
    );
    expect(createDeviceTokenStore({ storage }).get('info@salone.it')).toBe('d1.ok');
  });
});
