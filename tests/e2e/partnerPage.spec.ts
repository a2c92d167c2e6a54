import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

// A partner club's own site: another server, another origin, an old page with its own CSS,
// loading the Trove widgets with one script tag from the marketplace.
let partner: Server;
let partnerOrigin = '';

test.beforeAll(async ({ baseURL }) => {
  partner = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end(`<!doctype html><html lang="en"><head><title>Canterbury Coin Club</title>
      <style>* { font-family: 'Comic Sans MS'; }</style></head>
      <body><h1>Canterbury Coin Club</h1>
      <script src="${baseURL}/elements/trove-elements.js"></script></body></html>`);
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  partnerOrigin = `http://localhost:${(partner.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => partner.close(resolve));
});

test('the elements script loads on a partner page from the marketplace origin', async ({ page, baseURL }) => {
  expect(new URL(partnerOrigin).origin).not.toBe(new URL(baseURL ?? '').origin);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${partnerOrigin}/`);
  const api = await page.evaluate(() => {
    const scope = window as unknown as { TroveElements?: Record<string, unknown> };
    return (
      scope.TroveElements && {
        version: scope.TroveElements.TROVE_ELEMENTS_VERSION,
        exports: Object.keys(scope.TroveElements).sort(),
      }
    );
  });
  expect(api?.version).toMatch(/^\d+\.\d+\.\d+/);
  expect(api?.exports).toEqual(expect.arrayContaining(['createTroveElement', 'defineTroveElement']));
  expect(errors).toEqual([]);
});
