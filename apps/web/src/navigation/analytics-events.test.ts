import { describe, expect, it } from 'vitest';
import { analyticsConfig, pageViewPayload } from './analytics-events.ts';

const page = {
  url: 'https://www.agendina.it/faq?da=menu',
  referrer: 'https://www.google.com/',
  title: 'Domande frequenti · Agendina',
  language: 'it-IT',
  screen: '390x844',
};

describe('the analytics adapter chosen by environment', () => {
  it('is none by default, or when half configured', () => {
    expect(analyticsConfig({})).toBeNull();
    expect(
      analyticsConfig({ VITE_ANALYTICS: 'plausible', VITE_ANALYTICS_SITE: 'x.it' }),
    ).toBeNull();
    expect(
      analyticsConfig({
        VITE_ANALYTICS: 'matomo',
        VITE_ANALYTICS_ENDPOINT: 'https://m.example/api',
        VITE_ANALYTICS_SITE: '1',
      }),
    ).toBeNull();
  });

  it("sends Plausible's pageview event with the site's domain", () => {
    const config = analyticsConfig({
      VITE_ANALYTICS: 'Plausible',
      VITE_ANALYTICS_ENDPOINT: 'https://plausible.io/api/event',
      VITE_ANALYTICS_SITE: 'agendina.it',
    });
    expect(config).toEqual({
      kind: 'plausible',
      endpoint: 'https://plausible.io/api/event',
      site: 'agendina.it',
    });
    expect(pageViewPayload(config!, page)).toEqual({
      name: 'pageview',
      url: 'https://www.agendina.it/faq?da=menu',
      domain: 'agendina.it',
      referrer: 'https://www.google.com/',
    });
  });

  it("sends Umami's event with the website id, host and path", () => {
    const config = analyticsConfig({
      VITE_ANALYTICS: 'umami',
      VITE_ANALYTICS_ENDPOINT: 'https://umami.example.it/api/send',
      VITE_ANALYTICS_SITE: '94db1cb1-74f4-4a40-ad6c-962362670409',
    });
    expect(pageViewPayload(config!, page)).toEqual({
      type: 'event',
      payload: {
        website: '94db1cb1-74f4-4a40-ad6c-962362670409',
        hostname: 'www.agendina.it',
        url: '/faq?da=menu',
        referrer: 'https://www.google.com/',
        title: 'Domande frequenti · Agendina',
        language: 'it-IT',
        screen: '390x844',
      },
    });
  });
});
