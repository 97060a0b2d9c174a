// Renders resources/icon.svg into the PNG sizes a desktop app needs (resources/icons/<N>x<N>.png: the Linux
// set, 256 for the Windows icon, 1024 for macOS), with Debian's Chromium through Playwright. The PNGs are
// committed; run this after changing the SVG: node scripts/build-icons.mjs
import { chromium } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ICON_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const svg = readFileSync(path.join(root, 'resources', 'icon.svg'), 'utf8');
const executablePath = process.env.YACHT_CHROMIUM ?? '/usr/bin/chromium';

const browser = await chromium.launch({
  ...(existsSync(executablePath) ? { executablePath } : {}),
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  await mkdir(path.join(root, 'resources', 'icons'), { recursive: true });
  for (const size of ICON_SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inline = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${inline}</body></html>`);
    await page.screenshot({
      path: path.join(root, 'resources', 'icons', `${size}x${size}.png`),
      omitBackground: true,
    });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`resources/icons: ${ICON_SIZES.map((s) => `${s}x${s}`).join(', ')}`);
