// The mock server of the «Salone» screen's stories (Salone.stories.tsx): the salon, its keys,
// WhatsApp settings, reminders and data export, and what the stories sent it, reset before each.
import { expect, screen, waitFor } from 'storybook/test';
import { http, type Schemas } from '../../testing/api-mocks.ts';
import { storyOpeningHours, storyOperators } from '../operators/fixtures.ts';
import { storyServices } from '../services/fixtures.ts';
import { storyOnlineBookingSettings } from '../../testing/fixtures/online-booking.ts';
import { myKeyHandlers, newKeyDesk } from '../../testing/handlers/admin-integration-keys.ts';
import { sandboxWhatsApp } from '../../testing/fixtures/whatsapp.ts';

const user: Schemas['CurrentUser'] = {
  id: 1,
  email: 'giulia@salone-demo.it',
  name: 'Salone Bellavista',
  role: 'USER',
  businessType: 'PARRUCCHIERE',
  digitalCashEnabled: true,
  hasDigitalCashAccess: true,
  address: 'Via Roma 1, Milano',
  phoneNumber: '+390212345678',
  vatNumber: null,
  fiscalCode: null,
  openingHours: storyOpeningHours,
  emailVerified: true,
  createdAt: '2026-01-01T09:00:00Z',
};

/** What the stories sent the mock server, and how it answers; `resetSaloneMock` before each story. */
export const saloneMock = {
  /** The salon's own integration keys. */
  keys: newKeyDesk(),
  /** The salon's WhatsApp settings (secrets never come back, as on the real server). */
  whatsApp: sandboxWhatsApp,
  whatsAppSent: [] as Schemas['WhatsAppSettingsUpdate'][],
  patched: [] as Schemas['UpdateCurrentUserRequest'][],
  reminderSettings: [] as Schemas['ReminderSettings'][],
  hoursSent: [] as string[],
  /** GET /salon/export calls; with `exportRefused` the server answers its 429. */
  exports: 0,
  exportRefused: false,
};

export function resetSaloneMock(): void {
  saloneMock.patched = [];
  saloneMock.hoursSent = [];
  saloneMock.exports = 0;
  saloneMock.exportRefused = false;
  saloneMock.reminderSettings = [];
  Object.assign(saloneMock.keys, newKeyDesk());
  saloneMock.whatsApp = sandboxWhatsApp;
  saloneMock.whatsAppSent = [];
}

export const saloneHandlers = [
  http.get('/users/me', ({ response }) => response(200).json(user)),
  http.patch('/users/me', async ({ request, response }) => {
    const body = await request.json();
    saloneMock.patched.push(body);
    return response(200).json({ ...user, ...body } as Schemas['CurrentUser']);
  }),
  http.patch('/users/me/opening-hours', async ({ request, response }) => {
    const { openingHours } = await request.json();
    saloneMock.hoursSent.push(openingHours);
    return response(200).json({ ...user, openingHours });
  }),
  ...myKeyHandlers(saloneMock.keys),
  http.get('/salon/whatsapp', ({ response }) => response(200).json(saloneMock.whatsApp)),
  http.put('/salon/whatsapp', async ({ request, response }) => {
    const body = await request.json();
    saloneMock.whatsAppSent.push(body);
    saloneMock.whatsApp = {
      ...saloneMock.whatsApp,
      provider: body.provider,
      phoneNumberId: body.phoneNumberId ?? null,
      businessAccountId: body.businessAccountId ?? null,
      accessTokenSet: saloneMock.whatsApp.accessTokenSet || Boolean(body.accessToken),
      appSecretSet: saloneMock.whatsApp.appSecretSet || Boolean(body.appSecret),
      configured: true,
    };
    return response(200).json(saloneMock.whatsApp);
  }),
  http.get('/salon/export', ({ response }) => {
    saloneMock.exports++;
    if (saloneMock.exportRefused)
      return response(429).json({
        message: 'Troppe esportazioni dei dati. Riprova tra 58 minuti.',
        code: 'TOO_MANY_REQUESTS',
      });
    // A ZIP's first bytes are enough: the page only hands the file to the browser.
    return response.untyped(
      new Response(new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]), {
        headers: { 'Content-Type': 'application/zip' },
      }),
    );
  }),
  http.get('/salon/online-booking', ({ response }) =>
    response(200).json(storyOnlineBookingSettings),
  ),
  http.get('/services', ({ response }) => response(200).json(storyServices)),
  http.get('/hairdressers', ({ response }) => response(200).json(storyOperators)),
  http.get('/salon/reminders', ({ response }) =>
    response(200).json({ enabled: true, hoursBefore: 24 }),
  ),
  http.put('/salon/reminders', async ({ request, response }) => {
    const body = await request.json();
    saloneMock.reminderSettings.push(body);
    return response(200).json(body);
  }),
];

/**
 * Waits until no section is still loading. Clicking a button below the fold scrolls it into view;
 * a section above it that loads afterwards pushes it out again (a shot without the message).
 */
export const everySectionLoaded = () =>
  waitFor(() => expect(screen.queryAllByRole('progressbar')).toEqual([]));

/**
 * Ends a story scrolled to its section's top. Scrolled by a click alone, the page stood 1 px
 * apart from one run to the next under load (a whole phone screen of different pixels). A dialog
 * that was just closed must be gone first: while it leaves, the page is still locked under it, and
 * in CI the shot once caught the page 476 px above where this scroll had put it.
 */
export const endOn = async (section: string) => {
  await waitFor(() =>
    expect(document.querySelector('[role="dialog"], [role="alertdialog"]')).toBeNull(),
  );
  const region = await screen.findByRole('region', { name: section });
  // Where the section's top is: on the nearest whole pixel, or near the page's end a pixel short
  // of the furthest scroll. The page's height falls between two pixels, and the scroll then ended
  // on either (a focused button scrolled it the last fraction), a different shot every other run.
  // Nearest, not floor: a top a hair under a whole pixel in one run and a hair over in the next
  // came a pixel apart (CI, 390 px, «Revoca chiave del salone»).
  const target = () => {
    const end = document.documentElement.getBoundingClientRect().height - innerHeight;
    const at = region.getBoundingClientRect().top + scrollY;
    return Math.min(Math.round(at), Math.floor(end - 1));
  };
  await waitFor(async () => {
    // A section that loads again (or any change of the page's height) moves the target: the
    // scroll counts only once every section is there and the target held for a few frames.
    // In CI the shot caught «Disattiva account» 476 px short of it, scrolled while a section
    // above was shorter.
    await expect(screen.queryAllByRole('progressbar')).toEqual([]);
    window.scrollTo({ top: target(), behavior: 'instant' });
    const top = scrollY;
    for (let frame = 0; frame < 6; frame++)
      await new Promise((settled) => requestAnimationFrame(settled));
    await expect(scrollY).toBe(top);
    await expect(target()).toBe(top);
    await expect(screen.queryAllByRole('progressbar')).toEqual([]);
  });
};
