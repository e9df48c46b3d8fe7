import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h, name] of [[412, 823, 'm'], [360, 740, 's'], [700, 900, 't']]) {
  const p = await b.newPage({ viewport: { width: w, height: h } });
  await p.goto(process.argv[2]);
  await p.waitForSelector('[data-testid=event-card] img');
  if (name === 'm') await p.screenshot({ path: `/tmp/search-${name}.png` });
  console.log(name, JSON.stringify(await p.evaluate(() => {
    const r = (sel) => { const e = document.querySelector(sel); if (!e) return null; const b = e.getBoundingClientRect(); return [b.x, b.y, b.width, b.height]; };
    return { title: r('[data-testid=search-title]'), toggle: r('[data-testid=filters-toggle]'), count: r('[data-testid=search-count]'), card: r('[data-testid=event-card]'), img: r('[data-testid=event-card] img') };
  })));
  await p.close();
}
await b.close();
