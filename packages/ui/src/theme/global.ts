// The global style, imported once by the barrel: the bundled font and the base rules.
import '@fontsource-variable/inter/wght.css';
import './global.css.ts';
