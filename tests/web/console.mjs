// The Prolog console of the web board, in headless Chromium driven by
// playwright-core:
//
//     node tests/web/console.mjs URL SCREENSHOT
//
// URL is a running server (library(damas/web)), SCREENSHOT where to save
// a picture of the console.  Starts a game from a FEN with the engine
// off, asks for the legal moves of the position shown (text, and the
// position drawn as a board), runs a student's predicate from the
// Program box, asks for more answers with Next and stops with Stop,
// checks the message of an unsafe goal and of an endless query stopped
// by Stop, and that the page loads nothing from elsewhere.  Exits 1 at
// the first check that fails.
import { chromium } from 'playwright-core';
import assert from 'node:assert/strict';

const [url, screenshot] = process.argv.slice(2);
assert.ok(url && screenshot, 'usage: node console.mjs URL SCREENSHOT');
const executablePath = process.env.CHROMIUM || '/usr/bin/chromium';

// Runs a query and waits until the console is idle again; returns the
// text of the query's entry.
async function ask(page, query) {
  const before = await page.evaluate(() => window.damasConsole.entries);
  await page.fill('#console-query', query);
  await page.click('#console-run');
  await page.waitForFunction((n) => window.damasConsole.entries > n && !window.damasConsole.busy,
    before, { timeout: 20000 });
  return lastEntry(page).textContent();
}

const lastEntry = (page) => page.locator('#console-answers .entry').last();

async function main() {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
    const pageErrors = [];
    const elsewhere = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    page.on('request', (r) => {
      if (!r.url().startsWith(new URL(url).origin)) elsewhere.push(r.url());
    });
    await page.goto(url);
    await page.waitForFunction(() => window.damas && window.damas.state);
    await page.selectOption('#black', 'human');
    await page.waitForFunction(() => window.damas.state.players.black === 'human');
    await page.fill('#fen', 'B:W18:B14');
    await page.click('#load-fen');
    await page.waitForFunction(() => window.damas.state.fen === 'B:W18:B14');

    // The legal moves of the position shown, and the position as a board.
    let text = await ask(page, 'shown(P), legal_moves(P, Moves)');
    assert.ok(text.includes("Moves = ['14x23']"), text);
    assert.ok(text.includes('P = fen(brazilian, "B:W18:B14")'), text);
    assert.equal(await lastEntry(page).locator('.console-board svg circle.piece').count(), 2);

    // A student's predicate: the position after each capture.
    await page.fill('#console-program',
      'after_capture(Q) :-\n    shown(P), legal_move(P, M), move_is_capture(M), make_move(P, M, Q).');
    text = await ask(page, 'after_capture(Q).');
    assert.ok(text.includes('Q = fen(brazilian, "W:W:B23")'), text);
    assert.equal(await lastEntry(page).locator('.console-board svg circle.piece').count(), 1);

    // More answers on demand, then Stop.
    await ask(page, 'member(X, [one, two, three])');
    text = await lastEntry(page).locator('.answer').allTextContents();
    assert.deepEqual(text, ['X = one']);
    assert.equal(await page.isDisabled('#console-next'), false);
    await page.click('#console-next');
    await page.waitForFunction(() => document.querySelector('#console-answers .entry:last-child')
      .textContent.includes('X = two'));
    assert.deepEqual(await lastEntry(page).locator('.answer').allTextContents(), ['X = one ;', 'X = two']);
    await page.click('#console-stop');
    await page.waitForFunction(() => document.querySelector('#console-answers .entry:last-child')
      .textContent.includes('X = two .'));
    assert.equal(await page.isDisabled('#console-next'), true);

    // Answers as the toplevel writes them: bindings in the order of the
    // query, no helper variables, true and false.
    await ask(page, 'B = 2, A = 1, length(L, 2)');
    assert.deepEqual(await lastEntry(page).locator('.answer').allTextContents(),
      ['B = 2,\nA = 1,\nL = [_, _].']);
    await ask(page, 'X = 1, X > 0, true');
    assert.deepEqual(await lastEntry(page).locator('.answer').allTextContents(), ['X = 1.']);
    await ask(page, 'member(_, [a])');
    assert.deepEqual(await lastEntry(page).locator('.answer').allTextContents(), ['true.']);
    await ask(page, 'fail');
    assert.deepEqual(await lastEntry(page).locator('.answer').allTextContents(), ['false.']);
    text = await ask(page, 'legal_moves(P Ms)');
    assert.ok(text.includes('** here **'), text);
    assert.ok(!text.includes('ask('), text);

    // An unsafe goal: the message names it.
    text = await ask(page, "shell('ls')");
    assert.ok(text.includes('The console does not run shell/1'), text);
    text = await ask(page, 'undefined_thing(X)');
    assert.ok(text.includes('There is no predicate undefined_thing/1'), text);

    // An endless query, stopped by Stop before the time limit.
    await page.fill('#console-query', 'repeat, fail');
    await page.click('#console-run');
    await page.waitForFunction(() => !document.getElementById('console-stop').disabled);
    await page.click('#console-stop');
    await page.waitForFunction(() => !window.damasConsole.busy, null, { timeout: 5000 });
    text = await lastEntry(page).textContent();
    assert.ok(text.includes('Stopped.'), text);

    // The console still answers.
    text = await ask(page, 'X is 6 * 7');
    assert.ok(text.includes('X = 42'), text);

    // The program is kept across a reload of the page; the text can be
    // made larger and the console can fill the window.
    await page.reload();
    await page.waitForFunction(() => window.damas && window.damas.state);
    assert.ok((await page.inputValue('#console-program')).includes('after_capture(Q)'));
    const fontBefore = await page.$eval('#console-answers', (e) => parseFloat(getComputedStyle(e).fontSize));
    await page.click('#console-larger');
    await page.click('#console-larger');
    const fontAfter = await page.$eval('#console-answers', (e) => parseFloat(getComputedStyle(e).fontSize));
    assert.ok(fontAfter >= fontBefore + 4, `${fontBefore} -> ${fontAfter}`);
    await page.click('#console-full');
    const box = await page.locator('#console').boundingBox();
    assert.ok(box.width >= 990 && box.height >= 890, JSON.stringify(box));
    text = await ask(page, 'shown(P), legal_moves(P, Moves)');
    assert.ok(text.includes('Moves = '), text);
    await page.screenshot({ path: screenshot.replace(/\.png$/, '-full.png') });
    await page.click('#console-full');
    await page.click('#console-smaller');
    await page.click('#console-smaller');

    await page.locator('#console').screenshot({ path: screenshot });
    assert.deepEqual(elsewhere, []);
    assert.deepEqual(pageErrors, []);
    console.log(`screenshot: ${screenshot}`);
    console.log('console: ok');
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(`console: FAILED: ${error.stack || error}`);
  process.exit(1);
});
