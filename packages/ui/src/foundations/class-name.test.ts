import { describe, expect, it } from 'vitest';
import { composeClassName } from './class-name.ts';

const renderProps = { isPressed: true, defaultClassName: undefined };

describe('composeClassName', () => {
  it('puts the kit class first, then the consumer string', () => {
    expect(composeClassName('extra', 'kit')(renderProps)).toBe('kit extra');
  });
  it('keeps the kit class alone without a consumer class', () => {
    expect(composeClassName(undefined, 'kit')(renderProps)).toBe('kit');
  });
  it('calls a consumer function with the render props', () => {
    const className = ({ isPressed }: typeof renderProps) => (isPressed ? 'premuto' : 'riposo');
    expect(composeClassName(className, 'kit')(renderProps)).toBe('kit premuto');
    expect(composeClassName(className, 'kit')({ ...renderProps, isPressed: false })).toBe(
      'kit riposo',
    );
  });
});
