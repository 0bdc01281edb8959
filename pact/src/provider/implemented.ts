/**
 * The interactions apps/server implements today, by description. The provider verification runs
 * these and reports the others as pending. The server issue widens this list (and adds the
 * matching state handlers) until it holds every interaction of pact/pacts/.
 */
export const implementedInteractions: readonly string[] = ['a health check'];
