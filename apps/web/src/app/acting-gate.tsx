import { lazy, Suspense, type ReactNode } from 'react';
import { useActingMember } from '../lib/use-acting';

// Only an administrator acting for a member needs the banner: it loads then, not with every first page.
const ActingFrame = lazy(() => import('./acting-frame').then((m) => ({ default: m.ActingFrame })));

/** The pages as they are, or framed by the acting banner while an administrator acts for a member. */
export function ActingGate(props: { children: ReactNode }) {
  const acting = useActingMember();
  if (acting === null) return <>{props.children}</>;
  return (
    <Suspense fallback={null}>
      <ActingFrame acting={acting}>{props.children}</ActingFrame>
    </Suspense>
  );
}
