// Renders the toolbar/store icons (public/icon/*.png) from one SVG with Debian Chromium: `npm run icons`.
import { chromium } from '@playwright/test';
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128">
<rect x="4" y="4" width="120" height="120" rx="28" fill="#1f6feb"/>
<path d="M40 30h34l18 18v50a6 6 0 0 1-6 6H40a6 6 0 0 1-6-6V36a6 6 0 0 1 6-6z" fill="#fff"/>
<path d="M74 30v18h18" fill="#cfe0ff"/>
<path d="M64 58v30M50 74l14 14 14-14" stroke="#1f6feb" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
});
const p = await b.newPage();
for (const s of [16, 32, 48, 128]) {
  await p.setViewportSize({ width: s, height: s });
  await p.setContent(
    `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${s}" height="${s}" `)}</body></html>`,
  );
  await p.screenshot({ path: `public/icon/${s}.png`, omitBackground: true });
}
await b.close();
