import type { ReactNode } from 'react';
import {
  Button,
  Disclosure as AriaDisclosure,
  DisclosureGroup as AriaDisclosureGroup,
  DisclosurePanel,
  Heading,
  type DisclosureGroupProps as AriaDisclosureGroupProps,
  type DisclosureProps as AriaDisclosureProps,
} from 'react-aria-components';
import { composeClassName } from '../../foundations/class-name.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Disclosure.css.ts';

export interface DisclosureProps extends Omit<AriaDisclosureProps, 'children'> {
  /** The text of the button that opens and closes the panel. */
  title: ReactNode;
  /** The heading level that wraps the button, so the page outline stays right. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The panel's content, shown while expanded. */
  children: ReactNode;
}

/**
 * React Aria's Disclosure: a heading holding a button with aria-expanded, and the panel as a
 * region labelled by that button (so screen readers list it among the page's landmarks).
 */
export function Disclosure({
  title,
  headingLevel = 3,
  children,
  className,
  ...props
}: DisclosureProps) {
  return (
    <AriaDisclosure {...props} className={composeClassName(className, styles.disclosure)}>
      <Heading level={headingLevel} className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          {title}
          <Icon name="chevronDown" size={18} className={styles.chevron} />
        </Button>
      </Heading>
      <DisclosurePanel role="region" className={styles.panel}>
        {children}
      </DisclosurePanel>
    </AriaDisclosure>
  );
}

export type DisclosureGroupProps = AriaDisclosureGroupProps;

/** An accordion: Disclosures that open one at a time, or several with allowsMultipleExpanded. */
export function DisclosureGroup({ className, ...props }: DisclosureGroupProps) {
  return <AriaDisclosureGroup {...props} className={composeClassName(className, styles.group)} />;
}
