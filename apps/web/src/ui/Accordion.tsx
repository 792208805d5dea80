import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import styles from './Accordion.module.css';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

interface AccordionProps {
  items: AccordionItem[];
  /** The level of each question's heading, so it fits under the section heading around it. */
  headingLevel?: 2 | 3 | 4;
}

/** Questions that open in place (React Aria Disclosure: a button with aria-expanded inside a heading). */
export function Accordion({ items, headingLevel = 3 }: AccordionProps) {
  return (
    <DisclosureGroup allowsMultipleExpanded className={styles.group}>
      {items.map((item) => (
        <Disclosure key={item.id} id={item.id} className={styles.item}>
          <Heading level={headingLevel} className={styles.heading}>
            <Button slot="trigger" className={styles.trigger}>
              <span>{item.title}</span>
              <span className={styles.chevron} aria-hidden="true" />
            </Button>
          </Heading>
          <DisclosurePanel className={styles.panel}>{item.content}</DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
