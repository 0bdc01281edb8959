export { Button, type ButtonProps } from './components/Button/Button.tsx';
export { buttonVariants } from './components/Button/Button.css.ts';
export { vars, lightTheme } from './theme/theme.css.ts';
export * as tokens from './theme/tokens.ts';
