// The stylesheet entry of the public site: the theme (font, base rules, colours) and every
// style of the site's components and pages. Only its CSS is linked by the pages; its few
// lines of JavaScript (class names) are never loaded.
import '@agendina/ui/theme';

import.meta.glob('./**/*.css.ts', { eager: true });
