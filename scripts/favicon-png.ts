// Draws public/favicon.svg as the PNG icons index.html names (run after changing the drawing:
// `node --import tsx scripts/favicon-png.ts`). The page's icon is a PNG because Chromium draws an
// SVG icon by building an SVG document on the page's main thread (25-65 ms at first paint here).
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const svg = readFileSync('public/favicon.svg', 'utf8');
const ICONS = [
  { file: 'public/favicon-32.png', size: 32, drawing: svg },
  // iOS rounds the corners itself and shows transparent ones black: the square, unrounded
  { file: 'public/apple-touch-icon.png', size: 180, drawing: svg.replace('rx="6"', 'rx="0"') },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const { file, size, drawing } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${drawing}`,
    );
    await page.screenshot({ path: file, omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
