import type { ReactNode } from 'react';

export interface FaqItem {
  /** Stable kebab-case id, used for the accordion's aria ids. */
  id: string;
  question: string;
  answer: ReactNode;
}

export interface FaqGroupData {
  id: string;
  title: string;
  items: FaqItem[];
}
