import { lazy, type ComponentProps, type ComponentType } from 'react';

// Issue 34: a part of a page whose code loads apart from the page's (a save toggle, the header's
// search button). A page the server rendered names the parts it showed (RenderedState.parts);
// the server preloads their files with the HTML and the browser has them before it hydrates the
// page, so every control in the HTML answers the moment the page is hydrated, instead of staying
// dead until its own code arrives (a press on it in between was lost). Anywhere else a part
// renders like React's `lazy`.

// As React's own `lazy`: any component, its props read from it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

const loaders = new Map<string, () => Promise<unknown>>();
let shown: Set<string> | null = null;

/**
 * A part whose code is one file, as `import.meta.glob(file, { import: name })` gives it: the
 * file from src/web (`/components/theme-toggle.tsx`, the part's name, which the server maps to
 * the file's built chunks) and a loader of the component it exports. `T` is that component's type.
 */
export function lazyPart<T extends AnyComponent>(file: Record<string, () => Promise<unknown>>) {
  const [name, load] = Object.entries(file)[0] ?? [];
  if (!name || !load) throw new Error('lazyPart: import.meta.glob found no file');
  let Loaded: T | null = null;
  const preload = () =>
    load().then((component) => {
      Loaded = component as T;
      return { default: Loaded };
    });
  const Lazy = lazy(preload);
  loaders.set(name, preload);
  function Part(props: ComponentProps<T>) {
    shown?.add(name!);
    // Once its code is here (preloaded before hydration), rendered at once, as on the server.
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  Part.displayName = name.replace(/^.*\/|\.tsx$/g, '');
  return Object.assign(Part, { preload });
}

/** The server's render: from now on, notes each part rendered; returns the list so far. */
export function noteShownParts() {
  shown = new Set();
  const current = shown;
  return () => [...current];
}

/** Loads the code of the parts `names` (those a rendered page showed). */
export const preloadParts = (names: readonly string[]) =>
  Promise.all(
    names.map((name) =>
      loaders
        .get(name)?.()
        .catch(() => undefined),
    ),
  );
