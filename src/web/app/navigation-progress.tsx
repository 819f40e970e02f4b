import { useNavigation } from 'react-router';

/**
 * Issue 33: while a tap on a link waits for the next page's script and first data, the page it
 * was made on stays, and this thin bar at the top says the tap was taken.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      data-testid="navigation-progress"
      aria-hidden="true"
      className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-brand-100"
    >
      <div className="h-full w-1/3 animate-navigation-progress bg-brand-600 motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}
