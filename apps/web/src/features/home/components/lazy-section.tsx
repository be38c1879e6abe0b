import { startTransition, Suspense, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Box } from '../../../components/ui/box';

export interface LazySectionProps {
  /** Rendered once the placeholder comes near the viewport (its code can then be a lazy chunk). */
  children: ReactNode;
  /** Height kept while waiting, so the page does not jump (unused with a `fallback`). */
  minHeight?: number;
  /** Shown instead while waiting (default: an empty box of `minHeight`). */
  fallback?: ReactNode;
}

/** Mounts below-the-fold content only when it is about to be seen (keeps the home page light). */
export function LazySection({ children, minHeight, fallback }: LazySectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: mounting a section (cards, images) yields to input instead of blocking.
        if (entries.some((e) => e.isIntersecting)) startTransition(() => setVisible(true));
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);
  const placeholder = fallback ?? <Box aria-hidden="true" sx={{ minHeight }} />;
  return <Box ref={ref}>{visible ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</Box>;
}
