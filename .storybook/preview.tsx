import type { Preview } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
// The kit's global style (bundled Inter font, base rules, reduced motion) and its theme class.
import { lightTheme } from '../packages/ui/src/index.ts';

if (typeof document !== 'undefined') {
  document.documentElement.classList.add(lightTheme);
  document.documentElement.lang = 'it';
}

export const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is an axe check: a violation fails the test run, not just the panel.
    a11y: { test: 'error' },
  },
  decorators: [
    (Story) => (
      <I18nProvider locale="it-IT">
        <Story />
      </I18nProvider>
    ),
  ],
  tags: ['autodocs'],
};

export default preview;
