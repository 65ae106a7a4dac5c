// The pictures of the web board in docs/web.md, taken in headless
// Chromium (playwright-core) from a running server:
//
//     node tests/web/pictures.mjs URL DIRECTORY
//
// writes DIRECTORY/web-board-1280.png, web-board-420.png,
// web-analysis-1280.png, web-analysis-420.png, web-console-1280.png and
// web-console-420.png: a game the engine
// played against itself at level easy (a fixed depth: the same game each
// time) up to its first king and a move more, the board with the clock
// at 1280 and 420 px, then the analysis with the evaluation bar and
// graph, a move of its line shown; the Prolog console with a student's
// program, a query whose answer holds a position, and a query with more
// answers, in its full window at 1280 px and under the board at 420.
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

async function consoleAsk(page, query) {
  const before = await page.evaluate(() => window.damasConsole.entries);
  await page.fill('#console-query', query);
  await page.click('#console-run');
  await page.waitForFunction((n) => window.damasConsole.entries > n && !window.damasConsole.busy,
                             before, { timeout: 20000 });
}

async function consolePicture(browser, width, file) {
  const page = await browser.newPage({ viewport: { width, height: width > 600 ? 800 : 900 } });
  await page.goto(url);
  await page.waitForFunction(() => window.damas && window.damas.state);
  await page.selectOption('#black', 'human');
  await page.waitForFunction(() => window.damas.state.players.black === 'human');
  await page.selectOption('#white', 'human');
  await page.waitForFunction(() => window.damas.state.players.white === 'human');
  await page.fill('#console-program',
    'captures(P, Ms) :-\n    findall(M, (legal_move(P, M), move_is_capture(M)), Ms).\n\n' +
    'after_capture(Q) :-\n    shown(P), legal_move(P, M), move_is_capture(M),\n    make_move(P, M, Q).');
  await page.fill('#fen', 'B:W18,22,28:B14,10');
  await page.click('#load-fen');
  await page.waitForFunction(() => window.damas.state.fen.startsWith('B:W18,22,28'));
  await consoleAsk(page, 'shown(P), captures(P, Ms)');
  await consoleAsk(page, 'after_capture(Q)');
  await consoleAsk(page, 'member(X-Y, [1-a, 2-b, 3-c])');
  await page.click('#console-next');
  await page.waitForFunction(() => !window.damasConsole.busy);
  await page.fill('#console-query', 'shown(P), legal_moves(P, Moves), length(Moves, N)');
  if (width > 600) {
    await page.click('#console-full');
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(directory, file) });
  } else {
    await page.locator('#console').screenshot({ path: path.join(directory, file) });
  }
  console.log(`${file}: ${width}`);
  await page.close();
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
    await consolePicture(browser, 1280, 'web-console-1280.png');
    await consolePicture(browser, 420, 'web-console-420.png');
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(`pictures: FAILED: ${error.stack || error}`);
  process.exit(1);
});
