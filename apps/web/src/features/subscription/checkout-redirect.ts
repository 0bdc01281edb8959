import { createContext, use } from 'react';

/**
 * How the browser goes to the provider's hosted card page: a real page load in the app. Screen
 * stories give their own (they record the address instead of leaving Storybook).
 */
export const CheckoutRedirectContext = createContext<(url: string) => void>((url) =>
  window.location.assign(url),
);

export const useCheckoutRedirect = (): ((url: string) => void) => use(CheckoutRedirectContext);
