// Images the listing stories and tests show: SVG pictures as data URLs, so no file is fetched.

/** A `width`×`height` picture of one colour with a label in it. */
export function sampleImage(label: string, color: string, width = 1200, height = 900): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${color}"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#ffffff55"/><text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(height / 8)}" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const coinImages = [
  sampleImage('Obverse', '#8a6d1d'),
  sampleImage('Reverse', '#5b4a1a'),
  sampleImage('Edge', '#3d5a80'),
  sampleImage('Box', '#6b2737'),
];
