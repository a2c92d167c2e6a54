// The demo partner page's own script. It lists every tile chosen in the gallery widget (and keeps
// the visitor on the page when "Stay on this page" is ticked), logs the auction elements' events,
// and shows the lot named by `?lot=` when there is one.

import type {} from '../src/auction/auctionEvents';
import type {} from '../src/auction/troveAuctionElements';
import type {} from '../src/gallery/troveGalleryElement';

function logEntry(listId: string, text: string) {
  const entry = document.createElement('li');
  entry.textContent = text;
  document.getElementById(listId)?.append(entry);
}

document.addEventListener('trove:item-open', (event) => {
  const { title, url, itemType, id } = event.detail;
  // biome-ignore lint/suspicious/noConsole: the demo shows partners what the event carries
  console.info('trove:item-open', event.detail);
  logEntry('item-open-log', `${title} (${itemType.toLowerCase()} ${id}): ${url}`);
  const stay = document.getElementById('stay-on-page');
  if (stay instanceof HTMLInputElement && stay.checked) event.preventDefault();
});

// Each element tells of its own lot: with both on the page, the log names which one spoke.
const elementName = (event: Event) => (event.target instanceof Element ? event.target.localName : 'page');

document.addEventListener('trove:bid-placed', (event) => {
  const { lotId, amount, leading } = event.detail;
  const result = leading ? 'leading' : 'outbid at once';
  logEntry('auction-log', `${elementName(event)}: bid of ${amount} placed on lot ${lotId}, ${result}`);
});
document.addEventListener('trove:outbid', (event) => {
  const { lotId, currentBid } = event.detail;
  logEntry('auction-log', `${elementName(event)}: outbid on lot ${lotId}, the bid is now ${currentBid}`);
});
document.addEventListener('trove:lot-extended', (event) => {
  const { lotId, closes } = event.detail;
  logEntry('auction-log', `${elementName(event)}: lot ${lotId} extended to ${closes}`);
});
document.addEventListener('trove:bid-refused', (event) => {
  const { lotId, message } = event.detail;
  logEntry('auction-log', `${elementName(event)}: bid on lot ${lotId} refused: ${message}`);
});
document.addEventListener('trove:lot-closed', (event) => {
  const { lotId, won } = event.detail;
  logEntry('auction-log', `${elementName(event)}: lot ${lotId} closed${won ? ', won!' : ''}`);
});

const lot = new URLSearchParams(window.location.search).get('lot');
if (lot && /^\d+$/.test(lot)) {
  for (const element of document.querySelectorAll('trove-lot, trove-bid-panel'))
    element.setAttribute('lot-id', lot);
}
