import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followConversationPolling, type PollingEnvironment } from './conversation-polling.ts';

let visible = true;
let listener: (() => void) | null = null;
const env: PollingEnvironment = {
  isVisible: () => visible,
  onVisibilityChange: (l) => {
    listener = l;
    return () => (listener = null);
  },
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

beforeEach(() => {
  vi.useFakeTimers();
  visible = true;
  listener = null;
});
afterEach(() => vi.useRealTimers());

describe('followConversationPolling (SPEC.md §4, §9)', () => {
  it('starts polling 1000 ms after the dialog opens, not before', () => {
    const states: boolean[] = [];
    followConversationPolling(env, (on) => states.push(on));
    vi.advanceTimersByTime(999);
    expect(states).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(states).toEqual([true]);
  });

  it('stops when the page is hidden and restarts 500 ms after it shows again', () => {
    const states: boolean[] = [];
    followConversationPolling(env, (on) => states.push(on));
    vi.advanceTimersByTime(1000);
    visible = false;
    listener?.();
    expect(states).toEqual([true, false]);
    visible = true;
    listener?.();
    vi.advanceTimersByTime(499);
    expect(states).toEqual([true, false]);
    vi.advanceTimersByTime(1);
    expect(states).toEqual([true, false, true]);
  });

  it('stops on close, and a pending start never fires afterwards', () => {
    const states: boolean[] = [];
    const stop = followConversationPolling(env, (on) => states.push(on));
    vi.advanceTimersByTime(500);
    stop();
    vi.advanceTimersByTime(5000);
    expect(states).toEqual([false]);
    expect(listener).toBeNull();
  });
});
