// The one toast outlet at the root: nothing until the first toast, then the Radix view (toaster-view.tsx).
import { lazy, Suspense } from 'react';
import { useToastItems } from './toast';

// The Radix view arrives with the first toast (signed-in pages already hold it through the shell chunk).
const ToasterView = lazy(() => import('./toaster-view').then((m) => ({ default: m.ToasterView })));

export function Toaster() {
  const list = useToastItems();
  if (list.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
