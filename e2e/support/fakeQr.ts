/**
 * A QR-like picture for the mocked two-factor setup (no client enforces two-factor in the demo, so
 * the server never hands one out there). Only its look matters: nothing scans it.
 */
export function fakeQrDataUrl(seed: string): string {
  const size = 25;
  let bits = [...seed].reduce((hash, ch) => Math.imul(hash ^ ch.charCodeAt(0), 16777619) >>> 0, 2166136261);
  const cells: string[] = [];
  const finder = (x: number, y: number) => x < 7 && y < 7;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const corner = finder(x, y) || finder(size - 1 - x, y) || finder(x, size - 1 - y);
      let dark: boolean;
      if (corner) {
        const cx = x < 7 ? x : size - 1 - x;
        const cy = y < 7 ? y : size - 1 - y;
        dark = cx === 0 || cx === 6 || cy === 0 || cy === 6 || (cx >= 2 && cx <= 4 && cy >= 2 && cy <= 4);
      } else {
        bits = (Math.imul(bits, 1103515245) + 12345) >>> 0;
        dark = (bits >>> 16) % 2 === 0;
      }
      if (dark) cells.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`);
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 29 29" shape-rendering="crispEdges"><rect x="-2" y="-2" width="29" height="29" fill="#fff"/><g fill="#000">${cells.join('')}</g></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
