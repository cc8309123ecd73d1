/**
 * A value kept outside React that components follow: the one way the app holds small module-level state
 * (the palette's open flag, the deferred UI chunk once loaded, the theme choice). `set` tells every
 * listener even when the value is equal, since a listener may read more than the value (the look on
 * screen also follows the system setting); useSyncExternalStore re-renders only on a real change.
 */
import { useSyncExternalStore } from 'react';

export interface ExternalStore<T> {
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
  /** Whether anything follows the value now. */
  watched: () => boolean;
  /** The value before anything set it: what a render without a DOM (the prerendered first paint) reads. */
  initial: () => T;
}

export function createExternalStore<T>(initialValue: T): ExternalStore<T> {
  let value = initialValue;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    watched: () => listeners.size > 0,
    initial: () => initialValue,
  };
}

/** The store's value; re-renders when it changes. */
export const useExternalStore = <T>(store: ExternalStore<T>): T =>
  useSyncExternalStore(store.subscribe, store.get, store.initial);
