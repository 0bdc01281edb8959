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
