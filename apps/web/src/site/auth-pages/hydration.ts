/**
 * The app's side of the prerendered sign-in pages (decision 0072), run by main.tsx before it
 * hydrates #root: from here on React owns the forms (early-form.ts steps aside), and the
 * labels early-form.ts changed on a held submit go back to the build's, which React's render
 * must find. The held submit itself stays marked (data-waiting) for the form to send again.
 */
export function takeOverPrerenderedPage(container: HTMLElement): void {
  document.documentElement.setAttribute('data-app', '');
  for (const button of container.querySelectorAll<HTMLButtonElement>('button[data-label]')) {
    button.textContent = button.dataset['label'] ?? '';
    button.removeAttribute('data-label');
    button.disabled = false;
    button.removeAttribute('data-disabled');
  }
}

/** The path the build prerendered into #root, if any (build-site.ts sets it). */
export const prerenderedPathOf = (container: HTMLElement): string | null =>
  container.dataset['prerendered'] ?? null;

/**
 * Vite's loader of a route's chunk adds a <link> for each of its stylesheets unless a stylesheet
 * link with that address is in the page when it first runs. The build inlined them (#root's
 * data-inlined-css): a link of a type that is not text/css says so without being fetched. Added
 * here by script, it blocks no paint, which a link in the HTML did. Without them the page would
 * load and apply the same rules twice while it hydrates.
 */
export function markInlinedStylesheets(container: HTMLElement): void {
  for (const href of (container.dataset['inlinedCss'] ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.type = 'text/x-inlined';
    link.href = href;
    document.head.append(link);
  }
}
