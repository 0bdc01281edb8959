import { ButtonLink } from './ButtonLink.tsx';

/** The site's two calls to action, in this order: log in, book a free consultation. */
export function CallsToAction() {
  return (
    <>
      <ButtonLink href="/login">Accedi</ButtonLink>
      <ButtonLink href="/consulenza" variant="secondary">
        Prenota una consulenza gratuita
      </ButtonLink>
    </>
  );
}
