// The demo partner page's own script: it lists every tile chosen in the widget, and keeps the
// visitor on the page when "Stay on this page" is ticked.
import type {} from '../src/gallery/troveGalleryElement';

document.addEventListener('trove:item-open', (event) => {
  const { title, url, itemType, id } = event.detail;
  // biome-ignore lint/suspicious/noConsole: the demo shows partners what the event carries
  console.info('trove:item-open', event.detail);
  const entry = document.createElement('li');
  entry.textContent = `${title} (${itemType.toLowerCase()} ${id}): ${url}`;
  document.getElementById('item-open-log')?.append(entry);
  const stay = document.getElementById('stay-on-page');
  if (stay instanceof HTMLInputElement && stay.checked) event.preventDefault();
});
