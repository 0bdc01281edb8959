import type { BusinessType } from '@agendina/contract';
import type { StructuredData } from '../site-page.ts';
import type { BookingPageData } from './booking-view.ts';

/** schema.org's kind of a salon by its trade. */
const SALON_TYPES: Readonly<Record<BusinessType, string>> = {
  PARRUCCHIERE: 'HairSalon',
  ESTETISTA: 'BeautySalon',
  MASSAGGIATORE: 'DaySpa',
};

const DAYS = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
} as const;

/** The salon as search engines read it, with a ReserveAction pointing at its booking page. */
export function bookingPageData(page: BookingPageData, url: string): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': SALON_TYPES[page.businessType],
    name: page.salonName,
    url,
    ...(page.phone ? { telephone: page.phone } : {}),
    ...(page.address
      ? { address: { '@type': 'PostalAddress', streetAddress: page.address, addressCountry: 'IT' } }
      : {}),
    openingHoursSpecification: Object.entries(DAYS).flatMap(([day, name]) =>
      (page.openingHours[day as keyof typeof DAYS] ?? []).map(([opens, closes]) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${name}`,
        opens,
        closes,
      })),
    ),
    potentialAction: {
      '@type': 'ReserveAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: url,
        inLanguage: 'it-IT',
        actionPlatform: [
          'https://schema.org/DesktopWebPlatform',
          'https://schema.org/MobileWebPlatform',
        ],
      },
      result: { '@type': 'Reservation', name: `Appuntamento da ${page.salonName}` },
    },
  };
}
