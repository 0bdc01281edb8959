import type { Preview } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure, getConfig, prettyDOM } from 'storybook/test';
// The kit's global style (bundled Inter font, base rules, reduced motion) and its theme class.
import { FailureDescriptionProvider, lightTheme } from '../packages/ui/src/index.ts';
import { describeError } from '../packages/api/src/index.ts';
import { defaultSubscriptionHandlers } from '../apps/web/src/testing/handlers/subscription.ts';
import { defaultOnlineNewsHandlers } from '../apps/web/src/testing/handlers/online-news.ts';
import { defaultWaitlistHandlers } from '../apps/web/src/testing/handlers/waitlist.ts';
import { defaultDepositHandlers } from '../apps/web/src/testing/handlers/deposits.ts';

/**
 * Testing Library's error for a query that found nothing, whose message (with the page's DOM, as
 * Testing Library's own) is written when it is first read. findBy* and waitFor make one on every
 * attempt, every 50 ms and on every change of the page, and drop all but the last: printing the
 * whole document for each was 5 to 10 % of the story suite's processor time in the page (issue
 * #30). The error that fails a play is read at once, so it shows the page as it was then.
 */
function elementError(message: string | null, container: Element | Document): Error {
  const error = new Error();
  error.name = 'TestingLibraryElementError';
  let text: string | undefined;
  Object.defineProperty(error, 'message', {
    configurable: true,
    get: () =>
      (text ??= [
        message,
        `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`,
      ]
        .filter(Boolean)
        .join('\n\n')),
    set: (value: string) => {
      text = value;
    },
  });
  return error;
}

// findBy* and waitFor wait up to 5 s instead of Testing Library's 1 s: a whole screen (its
// route's code, then its data through MSW) can take longer than 1 s on a busy two-core machine,
// and a play that gives up early is a flaky test, not a faster one.
configure({ asyncUtilTimeout: 5000, getElementError: elementError });

/** The axe rule set of every story and e2e page: WCAG 2.0, 2.1 and 2.2, A and AA, and best practice. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

if (typeof document !== 'undefined') {
  document.documentElement.classList.add(lightTheme);
  document.documentElement.lang = 'it';
}

// Screen stories answer the app's calls with MSW handlers typed by openapi/ (apps/web/src/testing).
// Calls a story does not mock fail loudly instead of reaching a network that is not there.
export const preview: Preview = {
  loaders: [
    mswLoader(async () => {
      // The app layout asks every salon screen for its subscription (the banner) and for the
      // online bookings made since the staff last looked: a trial and nothing new answer unless
      // the story says otherwise (its handlers come first). /gestione-appuntamenti reads the
      // waitlist and the client card the deposits paid (issue #35): nobody and none by default.
      const worker = setupWorker(
        ...defaultSubscriptionHandlers,
        ...defaultOnlineNewsHandlers,
        ...defaultWaitlistHandlers,
        ...defaultDepositHandlers,
      );
      await worker.start({
        quiet: true,
        // A call the story does not mock fails the story instead of reaching a missing network.
        onUnhandledRequest: ({ url }, print) => {
          if (new URL(url).origin !== window.location.origin) print.error();
        },
      });
      return worker;
    }),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is an axe check: a violation fails the test run, not just the panel. The rule
    // set is WCAG 2.2 AA plus axe's best practices: axe leaves the 2.2 rules (target-size, 2.5.8)
    // off unless they are asked for by tag, and the TimeField's 12 px hour segments slipped through that way.
    // Only violations are collected node by node (resultTypes): the rules checked are the same, the
    // passes are not listed element by element, and a scan takes about a third less time.
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] },
    },
  },
  decorators: [
    (Story) => (
      <I18nProvider locale="it-IT">
        {/* As the app's root does: screens' failures in the api's words (kit stories too). */}
        <FailureDescriptionProvider describe={describeError}>
          <Story />
        </FailureDescriptionProvider>
      </I18nProvider>
    ),
  ],
  tags: ['autodocs'],
};

export default preview;
