import type { Page } from '@playwright/test';

/** A custom property a page's CSS reads where it is not defined: the rule and one element. */
export interface UndefinedVariable {
  variable: string;
  selector: string;
  element: string;
}

/**
 * Every `var(--x)` without a fallback that a style rule of the page reads, checked on the
 * elements that rule styles: the property must have a value there (declared on the element or
 * inherited). Computed from the page's own stylesheets and inline styles, so a theme that never
 * reaches the page shows up, whatever its variables are called. Rules that only apply on hover,
 * focus or to a pseudo-element are checked on the elements they would style: those inherit the
 * element's variables.
 */
export async function undefinedVariables(page: Page): Promise<UndefinedVariable[]> {
  return page.evaluate(() => {
    const found = new Map<string, UndefinedVariable>();
    const usedVariables = (text: string) =>
      [...text.matchAll(/var\(\s*(--[\w-]+)\s*\)/g)].map((match) => match[1]!);
    // The states and pseudo-elements a screenshot does not show: a rule is checked on the
    // elements it would style once hovered or focused.
    const stateless = (selector: string) =>
      selector
        .replace(/::?(before|after|placeholder|marker|selection|backdrop)\b/g, '')
        .replace(/:(hover|focus-visible|focus-within|focus|active|visited|target)\b/g, '');
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        element.classList.length ? `.${Array.from(element.classList).join('.')}` : ''
      }`;
    const check = (elements: Iterable<Element>, variables: string[], selector: string) => {
      for (const element of elements)
        for (const variable of variables) {
          if (found.has(variable)) continue;
          if (getComputedStyle(element).getPropertyValue(variable).trim() === '')
            found.set(variable, { variable, selector, element: describe(element) });
        }
    };
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          const variables = usedVariables(rule.style.cssText);
          if (variables.length === 0) continue;
          let elements: Element[] = [];
          try {
            elements = Array.from(document.querySelectorAll(stateless(rule.selectorText) || '*'));
          } catch {
            elements = [];
          }
          check(elements, variables, rule.selectorText);
        } else if ('cssRules' in rule) {
          // @media, @supports, @layer: their rules apply when their condition does.
          visit((rule as CSSGroupingRule).cssRules);
        }
      }
    };
    for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
    for (const element of Array.from(document.querySelectorAll('[style]')))
      check([element], usedVariables(element.getAttribute('style') ?? ''), '[style]');
    return [...found.values()];
  });
}
