// The pictures of the web board in docs/web.md, taken in headless
// Chromium (playwright-core) from a running server:
//
//     node tests/web/pictures.mjs URL DIRECTORY
//
// writes DIRECTORY/web-board-1280.png, web-board-420.png,
// web-analysis-1280.png and web-analysis-420.png: a game the engine
// played against itself at level easy (a fixed depth: the same game each
// time) up to its first king and a move more, the board with the clock
// at 1280 and 420 px, then the analysis with the evaluation bar and
// graph, a move of its line shown.
import { chromium } from 'playwright-core';
import assert from 'node:assert/strict';
import path from 'node:path';

const [url, directory] = process.argv.slice(2);
assert.ok(url && directory, 'usage: node pictures.mjs URL DIRECTORY');
const executablePath = process.env.CHROMIUM || '/usr/bin/chromium';
let plies = 0;

async function post(endpoint, body) {
  const response = await fetch(new URL(endpoint, url), {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
  });
  assert.ok(response.ok, `${endpoint}: ${response.status}`);
  return response.json();
}

// The engine plays both sides; the game's PDN is what the pages load.
async function gamePdn() {
  let state = await post('api/new', { white: 'easy', black: 'easy' });
  let crowned = null;
  while (!state.over && (crowned === null || state.ply < crowned + 1) && state.ply < 120) {
    state = await post('api/engine', { id: state.id });
    if (crowned === null && state.fen.includes('K')) crowned = state.ply;
  }
  plies = state.ply;
  const response = await fetch(new URL(`api/pdn?id=${state.id}`, url));
  await post('api/close', { id: state.id });
  return response.text();
}

async function open(browser, width, pdn, analyse) {
  const page = await browser.newPage({ viewport: { width, height: width > 600 ? 800 : 900 } });
  await page.goto(url);
  await page.waitForFunction(() => window.damas && window.damas.state);
  await page.selectOption('#black', 'human');
  await page.waitForFunction(() => window.damas.state.players.black === 'human');
  if (analyse) await page.check('#analyse');
  else await page.check('#clock-on');
  await page.setInputFiles('#upload', { name: 'game.pdn', mimeType: 'text/plain', buffer: Buffer.from(pdn) });
  await page.waitForFunction((n) => window.damas.state.ply === n, plies);
  if (analyse) {
    await page.waitForFunction(() => /^done/.test(document.getElementById('analysis-text').textContent),
                               null, { timeout: 20000 });
    await page.waitForFunction(() => Number(document.getElementById('graph').dataset.points) === window.damas.state.ply + 1,
                               null, { timeout: 30000 });
    await page.click('#analysis-line .pv-move >> nth=1');
    await page.waitForFunction(() => window.damas.view && window.damas.view.kind === 'line');
  } else {
    // The clock has run a little for the side to move.
    await page.waitForTimeout(1500);
  }
  await page.evaluate(() => { document.activeElement.blur(); window.scrollTo(0, 0); });
  await page.waitForTimeout(900);      // the animations end
  return page;
}

// The picture's height: the board, the moves and (below them on a narrow
// window) the analysis, but not the console.
async function shoot(page, file, selectors) {
  const boxes = await Promise.all(selectors.map((s) => page.locator(s).boundingBox()));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height)) + 8;
  const width = page.viewportSize().width;
  await page.screenshot({ path: path.join(directory, file), fullPage: true,
                          clip: { x: 0, y: 0, width, height: Math.ceil(bottom) } });
  console.log(`${file}: ${width}x${Math.ceil(bottom)}`);
}

async function main() {
  const pdn = await gamePdn();
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    let page = await open(browser, 1280, pdn, false);
    await shoot(page, 'web-board-1280.png', ['#play', '#side']);
    page = await open(browser, 420, pdn, false);
    await shoot(page, 'web-board-420.png', ['#play', '#nav']);
    page = await open(browser, 1280, pdn, true);
    await shoot(page, 'web-analysis-1280.png', ['#play', '#side']);
    page = await open(browser, 420, pdn, true);
    await shoot(page, 'web-analysis-420.png', ['#play', '#analysis']);
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(`pictures: FAILED: ${error.stack || error}`);
  process.exit(1);
});
