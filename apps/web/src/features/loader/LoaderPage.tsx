import { Loader } from '../../shared/ui/Loader';

/**
 * The spec's /loader screen: the loader on its own. Like every page it has an h1 (read by screen
 * readers, and where focus lands after a navigation); the loader shows what it says.
 */
export function LoaderPage() {
  return (
    <section aria-labelledby="loader-page-title">
      <h1 id="loader-page-title" className="visually-hidden">
        Loading
      </h1>
      <Loader fullScreen />
    </section>
  );
}
