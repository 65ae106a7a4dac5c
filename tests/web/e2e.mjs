// The web board end to end, in headless Chromium driven by playwright-core:
//
//     node tests/web/e2e.mjs URL SCREENSHOT
//
// URL is a running server (library(damas/web)), SCREENSHOT where to save a
// picture of the board in the middle of a game.  Plays against the engine
// at level medium (clicking the first legal move), undoes, analyses,
// starts from a FEN and plays that game to its end against level easy,
// chooses between two captures that land on the same square, then checks
// the messages of a bad FEN and a bad PDN upload, and that a second tab has
// a game of its own.  On the way: every square is drawn in its colour, an
// occupied dark square dark (read from the screenshot's pixels); the
// engine's last move is not shown after Undo or New game; the move list
// is clicked through (a move, the arrow keys, back to the game); the
// downloaded PDN has the Seven Tag Roster; the analysis shows an
// evaluation bar, a graph of the game and a line whose moves show their
// positions; the clock runs for the side to move; a whole game is
// played against the engine on every board size (8x8, 10x10, 12x12,
// Turkish's 64 squares, whose grid is drawn); a 10x10 board leaves the
// controls in view, and at 1280 px the page uses the window's width.  Prints the time from the click to the
// engine's reply; exits 1 at the first check that fails.
import { chromium } from 'playwright-core';
import assert from 'node:assert/strict';

const [url, screenshot] = process.argv.slice(2);
assert.ok(url && screenshot, 'usage: node e2e.mjs URL SCREENSHOT');
const executablePath = process.env.CHROMIUM || '/usr/bin/chromium';

const state = (page) => page.evaluate(() => window.damas.state);

async function clickSquare(page, square) {
  await page.mouse.click(...await squareCentre(page, square));
}

// The human plays the first legal move by clicking its squares, and
// waits until it is the human's turn again (after the engine's reply) or
// the game is over.
async function squareCentre(page, square) {
  const rect = page.locator(`#board rect.square[data-square="${square}"]`);
  await rect.scrollIntoViewIfNeeded();
  const box = await rect.boundingBox();
  return [box.x + box.width / 2, box.y + box.height / 2];
}

async function dragPiece(page, from, to) {
  await page.mouse.move(...await squareCentre(page, from));
  await page.mouse.down();
  await page.mouse.move(...await squareCentre(page, to), { steps: 5 });
  await page.mouse.up();
}

async function humanMove(page, drag = false) {
  const before = await state(page);
  assert.equal(before.turn, 'human');
  const move = before.moves[0];
  if (drag) {
    await dragPiece(page, move.path[0], move.path[move.path.length - 1]);
  } else {
    await clickSquare(page, move.path[0]);
    await clickSquare(page, move.path[move.path.length - 1]);
  }
  for (const square of move.path.slice(1, -1)) {
    if (await page.locator('#choices button').count() === 0) break;
    await clickSquare(page, square);
  }
  await page.waitForFunction((ply) => {
    const s = window.damas.state;
    return s.ply > ply && (s.over || (s.turn === 'human' && !window.damas.engineBusy));
  }, before.ply, { timeout: 20000 }).catch(async (e) => {
    await page.screenshot({ path: '/tmp/board/fail.png' });
    const t = await state(page);
    throw new Error(`after ${move.full}: ${t.variant} ply ${t.ply} ${t.turn} ${JSON.stringify(await page.evaluate(() => window.damas.view))}: ${await page.locator('#message').textContent()}`);
  });
  return move;
}

// The colours drawn at points of the page: the screenshot's pixels, read
// in a page of their own through a canvas.
async function pixels(page, points) {
  const png = await page.screenshot();
  const probe = await page.context().browser().newPage();
  try {
    return await probe.evaluate(async ({ b64, points }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${b64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      context.drawImage(image, 0, 0);
      return points.map(([x, y]) => Array.from(context.getImageData(x, y, 1, 1).data.slice(0, 3)));
    }, { b64: png.toString('base64'), points });
  } finally {
    await probe.close();
  }
}

// Each square of the board is drawn in the colour its class gives it
// (position_svg/3's style), empty or not: the pixel near its lower left
// corner, away from the piece and the square's number.
async function checkSquareColours(page) {
  const squares = await page.evaluate(() => {
    const occupied = new Set([...document.querySelectorAll('#board circle.piece')]
      .map((c) => c.dataset.square));
    const last = new Set((window.damas.state.lastMove || []).map(String));
    return [...document.querySelectorAll('#board rect.square')]
      .filter((r) => !last.has(r.dataset.square))
      .map((r) => {
        const b = r.getBoundingClientRect();
        return {
          dark: r.classList.contains('dark'),
          occupied: occupied.has(r.dataset.square),
          fill: getComputedStyle(r).fill.match(/\d+/g).map(Number),
          point: [Math.floor(b.x + 3), Math.floor(b.y + b.height - 3)],
        };
      });
  });
  const drawn = await pixels(page, squares.map((q) => q.point));
  const dark = squares.find((q) => q.dark).fill;
  const light = squares.find((q) => !q.dark).fill;
  assert.notDeepEqual(dark, light);
  squares.forEach((q, i) => {
    const close = drawn[i].every((c, k) => Math.abs(c - (q.dark ? dark : light)[k]) <= 2);
    assert.ok(close, `a ${q.occupied ? 'occupied' : 'empty'} ${q.dark ? 'dark' : 'light'} square ` +
              `is drawn rgb(${drawn[i]}), not rgb(${q.dark ? dark : light})`);
  });
  assert.ok(squares.some((q) => q.dark && q.occupied));
}

async function messageContaining(page, text) {
  await page.waitForFunction(
    (t) => document.getElementById('message').textContent.includes(t), text, { timeout: 10000 });
  return page.locator('#message').textContent();
}

async function main() {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1000, height: 720 } });
    const pageErrors = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(url);
    await page.waitForFunction(() => window.damas && window.damas.state);
    let s = await state(page);
    assert.equal(s.variant, 'brazilian');
    assert.deepEqual(s.players, { white: 'human', black: 'medium' });
    assert.equal(await page.locator('#board circle.piece').count(), 24);
    await checkSquareColours(page);

    // Against level medium: three moves, the last by dragging the piece,
    // a screenshot after the second.
    for (let i = 0; i < 3; i++) {
      await humanMove(page, i === 2);
      if (i === 1) await page.screenshot({ path: screenshot });
    }
    s = await state(page);
    assert.equal(s.ply, 6);
    assert.equal(s.history.length, 6);
    const times = await page.evaluate(() => window.damas.replyTimes);
    const medium = times.filter((t) => t.level === 'medium').map((t) => t.ms);
    assert.equal(medium.length, 3);
    assert.match(await page.locator('#engine').textContent(), /The engine played/);

    // Undo goes back past the engine's reply to the human's turn, and the
    // engine's move, undone, is no longer shown.
    await page.click('#undo');
    await page.waitForFunction(() => window.damas.state.ply === 4);
    s = await state(page);
    assert.equal(s.turn, 'human');
    assert.equal(await page.locator('#engine').textContent(), '');

    // The move list: a click shows that move's position, the arrow keys
    // step through the game, the last button returns to it.
    await page.click('#history .move[data-ply="2"]');
    await page.waitForFunction(() => window.damas.view && window.damas.view.ply === 2);
    assert.equal(await page.locator('#history .move.current').getAttribute('data-ply'), '2');
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(() => window.damas.view && window.damas.view.ply === 1);
    let shown = await page.evaluate(() => window.damas.view.fen);
    assert.notEqual(shown, (await state(page)).fen);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => window.damas.view && window.damas.view.ply === 2);
    await page.click('#nav-last');
    await page.waitForFunction(() => window.damas.view === null);
    assert.equal(await page.locator('#board circle.piece.movable').count() > 0, true);

    // The PDN download: the Seven Tag Roster, the players in words.
    const pdn = await page.evaluate(async () => (await fetch(document.getElementById('download').href)).text());
    const tags = pdn.split('\n').filter((line) => line.startsWith('[')).map((line) => line.split(' ')[0].slice(1));
    assert.deepEqual(tags.slice(0, 7), ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'GameType']);
    assert.match(pdn, /\[White "Human"\]/);
    assert.match(pdn, /\[Black "Engine \(medium\)"\]/);

    // Analysis: a depth and a line while or after the engine thinks, an
    // evaluation bar, and a graph of every position's score.
    await page.check('#analyse');
    await page.waitForFunction(
      () => /depth [1-9]/.test(document.getElementById('analysis-text').textContent),
      null, { timeout: 10000 });
    await page.waitForFunction(
      () => /^done/.test(document.getElementById('analysis-text').textContent),
      null, { timeout: 20000 });
    assert.equal(await page.locator('#eval-bar').isVisible(), true);
    assert.match(await page.locator('#eval-label').textContent(), /^[+-]?\d+\.\d$|^[WB½]$/);
    await page.waitForFunction(() => Number(document.getElementById('graph').dataset.points) === window.damas.state.ply + 1,
                               null, { timeout: 20000 });
    assert.equal(await page.locator('#graph svg polyline.line').count(), 1);
    // A move of the line shows the position it leads to; End returns.
    const line = page.locator('#analysis-line .pv-move');
    assert.ok(await line.count() >= 1);
    await line.nth(0).click();
    await page.waitForFunction(() => window.damas.view && window.damas.view.kind === 'line');
    assert.equal(await page.locator('#analysis-line .pv-move.current').count(), 1);
    await page.keyboard.press('End');
    await page.waitForFunction(() => window.damas.view === null);
    await page.uncheck('#analyse');

    // From a FEN near the end, against level easy, to the end of the game.
    await page.selectOption('#black', 'easy');
    await page.waitForFunction(() => window.damas.state.players.black === 'easy');
    await page.fill('#fen', 'W:W21,30:B6,14');
    await page.click('#load-fen');
    await page.waitForFunction(() => window.damas.state.ply === 0
                               && window.damas.state.fen === 'W:W21,30:B6,14');
    // With the clock: both sides' times shown, the side to move's running.
    await page.check('#clock-on');
    assert.match(await page.locator('#clock-bottom').textContent(), /^○ \d+:\d\d$/);
    let moves = 0;
    while (!(await state(page)).over) {
      assert.ok(moves++ < 60, 'the game from the FEN did not end');
      await humanMove(page);
      if (moves === 1 && !(await state(page)).over) {
        assert.equal(await page.locator('#clock-bottom.running').count(), 1, 'White\'s clock does not run');
        assert.equal(await page.locator('#clock-top.running').count(), 0);
      }
    }
    await page.uncheck('#clock-on');
    s = await state(page);
    assert.ok(s.over.text.length > 0);
    assert.equal(await page.locator('#status').textContent(), s.over.text);
    const ended = s;

    // Two English captures from d2 land on d6, through b4 or through f4:
    // the player clicks d2, d6, then b4 to choose.
    await page.selectOption('#variant', 'english');
    await page.fill('#fen', 'W:W26:B22,14,23,15');
    await page.click('#load-fen');
    await page.waitForFunction(() => window.damas.state.variant === 'english'
                               && window.damas.state.ply === 0);
    // A new game, where the engine has not moved yet: no engine move shown.
    assert.equal(await page.locator('#engine').textContent(), '');
    await clickSquare(page, 26);
    await clickSquare(page, 10);
    assert.equal(await page.locator('#choices button').count(), 2);
    assert.equal(await page.locator('#board rect.square.path-choice').count(), 2);
    await clickSquare(page, 17);
    await page.waitForFunction(() => {
      const t = window.damas.state;
      return t.ply >= 1 && (t.over || t.turn === 'human') && !window.damas.engineBusy;
    });
    assert.equal((await state(page)).history[0], '26x17x10');
    s = await state(page);

    // Bad input: a clear message, and the game is unchanged.
    const fenBefore = s.fen;
    await page.fill('#fen', 'W:W99:B1');
    await page.click('#load-fen');
    const fenMessage = await messageContaining(page, 'The FEN is not valid: no such square');
    assert.ok(!/fen_position|syntax_error|Syntax error/.test(fenMessage), fenMessage);
    await page.setInputFiles('#upload', {
      name: 'bad.pdn', mimeType: 'text/plain', buffer: Buffer.from('1. 22-18 99-98 *\n'),
    });
    const pdnMessage = await messageContaining(page, 'PDN');
    assert.equal((await state(page)).fen, fenBefore);

    // A second tab plays a game of its own.
    const other = await browser.newPage();
    await other.goto(url);
    await other.waitForFunction(() => window.damas && window.damas.state);
    const otherState = await state(other);
    assert.notEqual(otherState.id, s.id);
    assert.equal(otherState.ply, 0);

    // A whole game against the engine (level easy) on every board size,
    // from a position set up near the end: Black, the engine, moves, and
    // White takes its last piece.
    await page.selectOption('#black', 'easy');
    await page.waitForFunction(() => window.damas.state.players.black === 'easy' && !window.damas.engineBusy
                               && (window.damas.state.turn === 'human' || window.damas.state.over));
    for (const [variant, fen, squares] of [['brazilian', 'B:W6:B5', 32], ['international', 'B:W7:B6', 50],
                                           ['canadian', 'B:W8:B7', 72], ['turkish', 'B:W9,11:B12', 64]]) {
      await page.selectOption('#variant', variant);
      await page.fill('#fen', fen);
      await page.click('#load-fen');
      await page.waitForFunction((v) => window.damas.state.variant === v && window.damas.state.ply >= 1
                                 && !window.damas.engineBusy, variant, { timeout: 20000 })
        .catch(async (e) => {
          const t = await state(page);
          throw new Error(`${variant}: ${t.variant} ply ${t.ply} ${t.turn} ${JSON.stringify(t.players)} ${t.history} ${await page.locator("#status").textContent()}: ${await page.locator("#message").textContent()}`);
        });
      assert.equal(await page.locator('#board rect.square[data-square]').count(), squares);
      let plies = 0;
      while (!(await state(page)).over) {
        assert.ok(plies++ < 20, `the ${variant} game did not end`);
        await humanMove(page);
      }
      s = await state(page);
      assert.equal(s.over.outcome, 'White wins', `${variant}: ${s.over.text}`);
      assert.ok(s.history.length >= 2, `${variant}: the engine did not move`);
      if (variant === 'turkish') {
        // Every square is played: one colour, with a grid between them.
        const plain = await page.evaluate(() => [...document.querySelectorAll('#board rect.square')]
          .map((r) => [r.classList.contains('plain'), getComputedStyle(r).stroke]));
        assert.ok(plain.every(([p, stroke]) => p && stroke !== 'none'), 'the Turkish grid is not drawn');
      }
    }
    await page.selectOption('#black', 'medium');
    await page.waitForFunction(() => window.damas.state.players.black === 'medium');

    // A 10x10 board and the controls fit side by side in the window.
    await page.selectOption('#variant', 'international');
    await page.click('#new');
    await page.waitForFunction(() => window.damas.state.variant === 'international');
    const viewport = page.viewportSize();
    const box = async (selector) => page.locator(selector).boundingBox();
    const board = await box('#board svg');
    const side = await box('#side');
    for (const selector of ['#board svg', '#status', '#new', '#undo', '#load-fen', '#analyse']) {
      const b = await box(selector);
      assert.ok(b.x >= 0 && b.y >= 0 && b.x + b.width <= viewport.width && b.y + b.height <= viewport.height,
                `${selector} is outside the ${viewport.width}x${viewport.height} window`);
    }
    assert.ok(board.x + board.width <= side.x, 'the controls are not beside the board');
    await checkSquareColours(page);

    // At 1280 px the page uses the window's width: the board is large and
    // the moves and analysis column reaches the right edge.
    await page.setViewportSize({ width: 1280, height: 800 });
    const wideBoard = await box('#board svg');
    const wideSide = await box('#side');
    assert.ok(wideBoard.width >= 560, `the board is ${wideBoard.width} px wide at 1280 px`);
    assert.ok(wideSide.x + wideSide.width >= 1200, 'the right of a 1280 px window is empty');
    assert.ok(wideBoard.y + wideBoard.height <= 800, 'the board is higher than the window');

    assert.deepEqual(pageErrors, []);
    const mean = medium.reduce((a, b) => a + b, 0) / medium.length;
    console.log(`click to engine reply, level medium: ${medium.map((t) => t.toFixed(0)).join(', ')} ms ` +
                `(mean ${mean.toFixed(0)} ms)`);
    console.log(`game from FEN ended after ${moves} human moves: ${ended.over.text}`);
    console.log(`bad PDN message: ${pdnMessage}`);
    console.log(`screenshot: ${screenshot}`);
    console.log('e2e: ok');
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(`e2e: FAILED: ${error.stack || error}`);
  process.exit(1);
});
