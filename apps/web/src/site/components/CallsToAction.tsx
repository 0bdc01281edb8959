import { ButtonLink } from './ButtonLink.tsx';

/** The site's two calls to action, in this order: log in, book a free consultation. */
export function CallsToAction() {
  return (
    <>
      <ButtonLink href="/login">Accedi</ButtonLink>
      <ConsultationLink />
    </>
  );
}

/** The free consultation's call to action, alone (a page's or a post's closing section). */
export function ConsultationLink() {
  return (
    <ButtonLink href="/consulenza" variant="secondary">
      Prenota una consulenza gratuita
    </ButtonLink>
  );
}
