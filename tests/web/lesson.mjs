// A lesson worked through in headless Chromium driven by playwright-core:
//
//     node tests/web/lesson.mjs URL SCREENSHOT_WIDE SCREENSHOT_NARROW
//
// URL is a running server (library(damas/web)).  Opens the list of
// lessons, follows the link to the majority lesson, reads it (title,
// boards), runs its first example query, submits the man_steps/3
// exercise wrong (it differs, the position is drawn, and the call that
// differs runs with the program on it), refused, and then right
// (it passes on 500 positions), and checks that the page loads nothing
// from elsewhere.  Saves the lesson at 1280 and 420 px wide.  Exits 1
// at the first check that fails.
import { chromium } from 'playwright-core';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const [url, wide, narrow] = process.argv.slice(2);
assert.ok(url && wide && narrow, 'usage: node lesson.mjs URL SCREENSHOT_WIDE SCREENSHOT_NARROW');
const executablePath = process.env.CHROMIUM || '/usr/bin/chromium';

// A right man_steps/3 (test_web_lesson.pl submits it too).
const rightSteps = readFileSync(new URL('./man_steps.pl', import.meta.url), 'utf8');

async function check(page, exercise, program) {
  const before = await page.evaluate(() => window.damasLesson.checks);
  const card = page.locator(`[data-exercise="${exercise}"]`);
  await card.locator('textarea').fill(program);
  await card.locator('button', { hasText: 'Check' }).click();
  await page.waitForFunction((n) => window.damasLesson.checks > n, before, { timeout: 30000 });
  return card.locator('.verdict');
}

async function main() {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const pageErrors = [];
    const elsewhere = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    page.on('request', (r) => {
      if (!r.url().startsWith(new URL(url).origin)) elsewhere.push(r.url());
    });

    // The list, and the way to a lesson.
    await page.goto(new URL('/lessons', url).href);
    await page.waitForSelector('.lesson-list a');
    const titles = await page.locator('.lesson-list strong').allTextContents();
    assert.ok(titles.includes('Changing the rules of draughts'), titles.join(' | '));
    assert.ok(titles.length >= 3, titles.join(' | '));
    await page.click('.lesson-list a[href="/lesson/majority"]');
    await page.waitForFunction(() => window.damasLesson.lesson === 'majority');

    // Read: the title, the prose, the boards.
    assert.equal(await page.locator('h1').textContent(), 'Changing the rules of draughts');
    assert.ok(await page.locator('.lesson-board svg').count() >= 4);
    assert.ok((await page.locator('main p code').count()) > 3);

    // The first example query: the one capture the majority rule leaves.
    const card = page.locator('.query-card').first();
    await card.locator('button', { hasText: 'Run' }).click();
    await page.waitForFunction(() => window.damasLesson.answers > 0, null, { timeout: 20000 });
    const answer = await card.locator('.answer').textContent();
    assert.ok(answer.includes("Moves = ['22x15x8']"), answer);

    // The exercise, wrong: every man said to have no step.
    let verdict = await check(page, 'man_steps', 'man_steps(_, _, []).');
    assert.ok((await verdict.getAttribute('class')).includes('differs'), await verdict.textContent());
    const text = await verdict.textContent();
    assert.ok(text.includes('man_steps(P, ') && text.includes('R = []'), text);
    assert.equal(await verdict.locator('svg circle.piece').count() > 0, true);

    // The call that differs, run on its position with the program.
    const exercise = page.locator('[data-exercise="man_steps"]');
    const tryInput = exercise.locator('.query-line input');
    assert.ok((await tryInput.inputValue()).endsWith('man_steps(P, 21, R)'), await tryInput.inputValue());
    const answersBefore = await page.evaluate(() => window.damasLesson.answers);
    await exercise.locator('.query-line button', { hasText: 'Run' }).click();
    await page.waitForFunction((n) => window.damasLesson.answers > n, answersBefore, { timeout: 20000 });
    const tried = await exercise.locator('.query-line .answer').textContent();
    assert.ok(tried.includes('R = []'), tried);

    // Then a program the sandbox refuses: said in words, nothing run.
    verdict = await check(page, 'man_steps', 'man_steps(_, _, []) :- shell(ls).');
    assert.ok((await verdict.textContent()).includes('shell'), await verdict.textContent());

    // Then right.
    verdict = await check(page, 'man_steps', rightSteps);
    const passed = await verdict.textContent();
    assert.ok(passed.includes('Passed') && passed.includes('500 positions'), passed);

    // The program is kept across a reload.
    await page.reload();
    await page.waitForFunction(() => window.damasLesson.lesson === 'majority');
    assert.equal(await page.locator('[data-exercise="man_steps"] textarea').inputValue(), rightSteps);

    // The pictures: a section with its board and an answer, wide; an
    // exercise and its verdict, narrow.
    await page.locator('.query-card').first().locator('button', { hasText: 'Run' }).click();
    await page.waitForFunction(() => window.damasLesson.busy === 0, null, { timeout: 20000 });
    await page.locator('.lesson-section').nth(1).evaluate((e) => e.scrollIntoView());
    await page.screenshot({ path: wide });
    await page.setViewportSize({ width: 420, height: 900 });
    verdict = await check(page, 'man_steps', 'man_steps(_, _, []).');
    await page.locator('[data-exercise="man_steps"]').evaluate((e) => e.scrollIntoView());
    await page.screenshot({ path: narrow });

    assert.deepEqual(pageErrors, []);
    assert.deepEqual(elsewhere, []);
    console.log('lesson: ok');
  } finally {
    await browser.close();
  }
}

main().catch((e) => { console.error(e); process.exit(1); });
