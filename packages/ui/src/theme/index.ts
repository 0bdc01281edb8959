// The theme alone (font, base rules, colours, tokens), for the prerendered public site: it
// styles plain HTML and must not pull the kit's components, their CSS or React Aria.
import './global.ts';

export { vars, lightTheme } from './theme.css.ts';
export * as tokens from './tokens.ts';
