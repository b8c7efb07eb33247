/** Shown for the moment the first page's code is fetched, before any provider exists: no text, just the brand colour. */
export function AppLoadingScreen() {
  return <div aria-busy="true" style={{ height: 3, background: '#138d96', width: '100%' }} />;
}
