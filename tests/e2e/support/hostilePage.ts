import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

// A partner page that does what real ones do to embedded widgets: Bootstrap 3 and a careless global
// reset, React 18 of its own on `window`, a strict Content-Security-Policy, a <base href> that
// points elsewhere, and a widget inside an iframe. Every script and stylesheet is a file of the page
// (none inline); the widgets come from the marketplace's origin.

const require = createRequire(import.meta.url);
/** A file of an installed package (some export no such subpath: found from their package.json). */
const vendorFile = (name: string, file: string) =>
  readFileSync(path.join(path.dirname(require.resolve(`${name}/package.json`)), file));

const VENDOR: Record<string, { type: string; body: Buffer }> = {
  '/vendor/bootstrap.min.css': {
    type: 'text/css',
    body: vendorFile('bootstrap', 'dist/css/bootstrap.min.css'),
  },
  '/vendor/react.production.min.js': {
    type: 'text/javascript',
    body: vendorFile('react18', 'umd/react.production.min.js'),
  },
  '/vendor/react-dom.production.min.js': {
    type: 'text/javascript',
    body: vendorFile('react-dom18', 'umd/react-dom.production.min.js'),
  },
};

/** The page's own global reset, as careless as they come (and room kept for its own React's news). */
const RESET_CSS = `* { box-sizing: content-box; font: 20px serif; margin: 12px }
button { text-transform: uppercase }
#club-news { min-height: 130px }
`;

/**
 * The page's own script: React 18 from `window` draws the club's news, and the widgets' events are
 * logged in `#trove-log`.
 */
const PAGE_SCRIPT = `(function () {
  var e = window.React.createElement;
  function News() {
    var state = window.React.useState(0);
    return e('section', { 'aria-label': 'Club news' },
      e('p', null, 'React ' + window.React.version + ' on this page.'),
      e('button', { type: 'button', className: 'btn btn-default', onClick: function () { state[1](state[0] + 1); } },
        'Liked ' + state[0] + ' times'));
  }
  var mount = document.getElementById('club-news');
  if (mount) window.ReactDOM.createRoot(mount).render(e(News));
  ['trove:bid-placed', 'trove:outbid', 'trove:bid-refused'].forEach(function (type) {
    document.addEventListener(type, function (event) {
      var entry = document.createElement('li');
      entry.textContent = type + ' ' + JSON.stringify(event.detail);
      var log = document.getElementById('trove-log');
      if (log) log.appendChild(entry);
    });
  });
})();
`;

/** Where the page's relative URLs lead: nowhere the widgets may go. */
export const ELSEWHERE = 'https://elsewhere.example/';

export interface HostilePageOptions {
  /** The marketplace's origin, where the widgets' scripts and API are. */
  trove: string;
  port: number;
}

/** The page's policy: scripts of the marketplace and of the page (files), styles of the page only. */
export const contentSecurityPolicy = (trove: string) =>
  [
    "default-src 'none'",
    `script-src ${trove} 'self'`,
    "style-src 'self'",
    `img-src 'self' ${trove} data:`,
    `connect-src ${trove}`,
    "font-src 'self'",
    "frame-src 'self'",
    `base-uri ${ELSEWHERE}`,
    "form-action 'none'",
  ].join('; ');

const document = ({ title, head, body }: { title: string; head: string; body: string }) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${title}</title>
    <link rel="icon" href="data:," />
    <base href="${ELSEWHERE}" />
    ${head}
  </head>
  <body>
    ${body}
  </body>
</html>`;

/** The hostile page with the widgets: `/?lot=<id>&item=<id>`; `/frame` is the gallery of its iframe. */
function hostilePage(origin: string, { trove }: HostilePageOptions, lotId: string, itemId: string): string {
  const styles = `<link rel="stylesheet" href="${origin}/vendor/bootstrap.min.css" />
    <link rel="stylesheet" href="${origin}/reset.css" />`;
  return document({
    title: 'Dunedin Numismatic Society',
    head: `${styles}
    <script src="${origin}/vendor/react.production.min.js"></script>
    <script src="${origin}/vendor/react-dom.production.min.js"></script>
    <script src="${trove}/elements/trove-gallery.js"></script>
    <script src="${trove}/elements/trove-auction.js"></script>
    <script src="${trove}/elements/trove-cart.js"></script>
    <script src="${trove}/elements/trove-search.js"></script>
    <script src="${origin}/page.js" defer></script>`,
    body: `<nav class="navbar navbar-inverse" aria-label="Society pages">
      <div class="container"><a class="navbar-brand" href="index.html">Dunedin Numismatic Society</a>
        <p class="navbar-text">Your Trove cart: <trove-cart-button></trove-cart-button></p></div>
    </nav>
    <main class="container">
      <h1>Coins of our members</h1>
      <div id="club-news" class="well"></div>
      <div class="row">
        <div class="col-sm-6"><trove-lot lot-id="${lotId}"></trove-lot></div>
        <div class="col-sm-6"><trove-bid-panel lot-id="${lotId}"></trove-bid-panel></div>
      </div>
      <h2>What the widgets told the page</h2>
      <ol id="trove-log"></ol>
      <h2>Search our coins</h2>
      <trove-search for="club-coins"></trove-search>
      <trove-gallery id="club-coins" section="coins" columns="3"></trove-gallery>
      <h2>Coin of the week</h2>
      <trove-item item-id="${itemId}"></trove-item>
      <h2>The gallery in a frame</h2>
      <iframe src="${origin}/frame" title="Coins in a frame" width="900" height="600"></iframe>
    </main>`,
  });
}

function framePage(origin: string, { trove }: HostilePageOptions): string {
  return document({
    title: 'Coins in a frame',
    head: `<link rel="stylesheet" href="${origin}/vendor/bootstrap.min.css" />
    <link rel="stylesheet" href="${origin}/reset.css" />
    <script src="${trove}/elements/trove-gallery.js"></script>`,
    body: `<h1>Coins</h1><trove-gallery section="coins" columns="1"></trove-gallery>`,
  });
}

/**
 * Serves the hostile page on 127.0.0.1:`port`. The page's origin is the Host it is asked for, so
 * one server is two origins: `localhost` (on the marketplace's partner allow-list in
 * playwright.config.ts) and `127.0.0.1` (not on it).
 */
export async function serveHostilePage(options: HostilePageOptions): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    const vendor = VENDOR[url.pathname];
    const send = (type: string, body: string | Buffer) => {
      response.writeHead(200, {
        'Content-Type': `${type}; charset=utf-8`,
        'Content-Security-Policy': contentSecurityPolicy(options.trove),
      });
      response.end(body);
    };
    if (vendor) return send(vendor.type, vendor.body);
    // Bootstrap's icon font, which its stylesheet asks for at ../fonts/
    const font = /^\/fonts\/(glyphicons-halflings-regular\.(woff2|woff|ttf))$/.exec(url.pathname);
    if (font) return send(`font/${font[2]}`, vendorFile('bootstrap', `dist/fonts/${font[1]}`));
    if (url.pathname === '/reset.css') return send('text/css', RESET_CSS);
    if (url.pathname === '/page.js') return send('text/javascript', PAGE_SCRIPT);
    if (url.pathname === '/frame') return send('text/html', framePage(url.origin, options));
    if (url.pathname === '/')
      return send(
        'text/html',
        hostilePage(
          url.origin,
          options,
          url.searchParams.get('lot') ?? '1',
          url.searchParams.get('item') ?? '1',
        ),
      );
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  return server;
}
