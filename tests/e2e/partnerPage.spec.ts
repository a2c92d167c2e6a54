import { expect, test } from '@playwright/test';

// A partner club's own page, on another origin, loading the widgets with one script tag.
const partnerOrigin = 'http://club.example';

test('the elements script loads on a partner page from the marketplace origin', async ({ page, baseURL }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(`${partnerOrigin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Club</title>
        <style>* { font-family: Comic Sans MS; }</style></head>
        <body><h1>Canterbury Coin Club</h1>
        <script src="${baseURL}/elements/trove-elements.js"></script></body></html>`,
    }),
  );
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
