// The web board of library(damas/web).  The server holds the game, draws
// the board (SVG), and scores the positions; this script sends the
// player's clicks, shows what comes back, animates the moves, and draws
// the evaluation bar and graph from the scores.  window.damas exposes the
// state for the browser test.
'use strict';
(function () {
  const el = (id) => document.getElementById(id);
  const damas = window.damas = {
    state: null, replyTimes: [], engineBusy: false, view: null, review: [], flagged: null,
  };
  const gameKey = 'damas-game';
  const settingsKey = 'damas-settings';
  // selection: null, or { from, candidates } where candidates are the
  // moves still possible after the clicks so far; choosing is true when
  // several captures land on the clicked square.
  let selection = null;
  let clickTime = null;
  let analysisGeneration = 0;
  let analysis = null;          // the last analysis reply shown
  let reviewHistory = [];       // the moves the review's scores are of
  let reviewBusy = false;

  async function api(method, path, body) {
    const options = { method, headers: {} };
    if (body !== undefined) {
      options.headers['Content-Type'] = 'application/json';
      options.body = JSON.stringify(body);
    }
    const response = await fetch(path, options);
    let data;
    try {
      data = await response.json();
    } catch (e) {
      data = { error: `The server answered ${response.status} without JSON.` };
    }
    if (!response.ok) {
      const error = new Error(data.error || response.statusText);
      error.status = response.status;
      throw error;
    }
    return data;
  }

  // How the player wants the board and the moves: the server draws and
  // writes them so.
  function viewOptions() {
    return { flip: el('flip').checked, numbers: el('numbers').checked, notation: el('notation').value };
  }

  function query(params) {
    return Object.entries(Object.assign({}, viewOptions(), params))
      .map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  }

  function showMessage(text) {
    el('message').textContent = text || '';
  }

  function saveSettings() {
    const settings = {};
    for (const id of ['flip', 'numbers', 'analyse', 'clock-on']) settings[id] = el(id).checked;
    for (const id of ['notation', 'clock-minutes', 'clock-increment']) settings[id] = el(id).value;
    localStorage.setItem(settingsKey, JSON.stringify(settings));
  }

  function loadSettings() {
    let settings = {};
    try {
      settings = JSON.parse(localStorage.getItem(settingsKey) || '{}');
    } catch (e) {
      settings = {};
    }
    for (const [id, value] of Object.entries(settings)) {
      const node = el(id);
      if (!node) continue;
      if (node.type === 'checkbox') node.checked = Boolean(value);
      else if ([...node.options].some((o) => o.value === value)) node.value = value;
    }
  }

  // Errors of a request are shown; a game the server no longer has, or
  // one changed meanwhile, is reloaded.
  async function attempt(action) {
    try {
      showMessage('');
      await action();
    } catch (error) {
      showMessage(error.message);
      if (error.status === 409 && damas.state) {
        await reload(damas.state.id).catch(() => {});
      } else if (error.status === 404) {
        sessionStorage.removeItem(gameKey);
      }
    }
  }

  async function reload(id) {
    render(await api('GET', `api/state?${query({ id })}`));
  }

  function boardSvg() {
    return el('board').querySelector('svg');
  }

  function squareRect(square) {
    return el('board').querySelector(`rect.square[data-square="${square}"]`);
  }

  function squareCentre(svg, square) {
    const r = svg.querySelector(`rect.square[data-square="${square}"]`);
    return [r.x.baseVal.value + r.width.baseVal.value / 2, r.y.baseVal.value + r.height.baseVal.value / 2];
  }

  // The piece that moved slides along its path, through each landing
  // square of a capture; the pieces it took fade to their faint marks.
  function animateMove(path) {
    const svg = boardSvg();
    if (!svg || !path || path.length < 2) return;
    const destination = path[path.length - 1];
    const piece = svg.querySelector(`g[data-square="${destination}"]`);
    const steps = path.length - 1;
    const duration = Math.min(160 * steps, 700);
    if (piece && piece.animate) {
      const [ex, ey] = squareCentre(svg, destination);
      const frames = path.map((square) => {
        const [x, y] = squareCentre(svg, square);
        return { transform: `translate(${x - ex}px, ${y - ey}px)` };
      });
      // A click meant for a square the piece passes over goes to the square.
      piece.style.pointerEvents = 'none';
      piece.animate(frames, { duration, easing: 'ease-in-out' }).finished
        .then(() => { piece.style.pointerEvents = ''; }, () => {});
    }
    svg.querySelectorAll('g.ghost').forEach((ghost, i) => {
      if (ghost.animate) {
        ghost.animate([{ opacity: 1 }, { opacity: 1, offset: Math.min(0.9, (i + 1) / (steps + 1)) }, { opacity: 0.35 }],
                      { duration, easing: 'ease-in' });
      }
    });
  }

  function showBoard(svg, lastMove, animate) {
    el('board').innerHTML = svg;
    if (animate) animateMove(lastMove);
  }

  function render(state) {
    const previous = damas.state;
    const sameGame = previous && previous.id === state.id;
    damas.state = state;
    selection = null;
    sessionStorage.setItem(gameKey, state.id);
    if (!sameGame || state.ply < (previous ? previous.ply : 0) || (damas.view && damas.view.ply > state.ply)) {
      damas.view = null;
    }
    if (!sameGame) resetClock();
    clockAfterMove(previous, state);
    el('choices').innerHTML = '';
    if (!damas.view) {
      const oneMove = sameGame && state.ply === previous.ply + 1;
      showBoard(state.svg, state.lastMove, oneMove);
      markMovable();
    }
    showStatus();
    if (document.activeElement !== el('fen')) el('fen').value = state.fen;
    // The variant list shows the game's until the player picks another
    // for the next game: an engine's move must not undo that choice.
    if (!sameGame) el('variant').value = state.variant;
    el('white').value = state.players.white;
    el('black').value = state.players.black;
    el('download').href = `api/pdn?${query({ id: state.id })}`;
    // Only the state the engine's move produced says what it played: after
    // an undo, a new game or the human's move the line is cleared.
    const e = state.engine;
    el('engine').textContent = e
      ? `The engine played ${e.move} (score ${e.score}, depth ${e.depth}, line ${e.pv.join(' ')}).`
      : '';
    document.body.dataset.ply = state.ply;
    renderHistory();
    renderView();
    renderClock();
    if (state.turn === 'engine' && !state.over && !damas.flagged) {
      setTimeout(engineMove, 50);
    } else if (el('analyse').checked && !state.over) {
      startAnalysis();
    }
    if (el('analyse').checked) updateReview();
  }

  function showStatus() {
    const state = damas.state;
    const side = state.side === 'white' ? 'White' : 'Black';
    el('status').textContent = damas.flagged ? flagText()
      : state.over ? state.over.text
        : state.turn === 'engine' ? `${side} (engine, ${state.players[state.side]}) is thinking…`
          : `${side} to move.`;
  }

  function markMovable() {
    const state = damas.state;
    if (state.turn === 'human' && !state.over && !damas.flagged) {
      const froms = new Set(state.moves.map((m) => m.path[0]));
      for (const square of froms) {
        const piece = el('board').querySelector(`circle.piece[data-square="${square}"]`);
        if (piece) piece.classList.add('movable');
      }
    }
  }

  /* ---------------- the move list and where the board is ---------------- */

  function turningPlies() {
    return new Set(damas.review.filter((r) => r && r.turning).map((r) => r.ply));
  }

  function renderHistory() {
    const state = damas.state;
    const table = el('history');
    table.innerHTML = '';
    const startsBlack = state.history.length > 0 && startSide() === 'black';
    const turning = turningPlies();
    let row = null;
    const shown = damas.view && damas.view.kind === 'ply' ? damas.view.ply : state.ply;
    state.history.forEach((text, i) => {
      const ply = i + 1;
      const column = (i + (startsBlack ? 1 : 0)) % 2;
      if (!row || column === 0) {
        row = table.insertRow();
        const number = row.insertCell();
        number.className = 'number';
        number.textContent = `${Math.floor((i + (startsBlack ? 1 : 0)) / 2) + 1}.`;
        if (column === 1) row.insertCell().textContent = '…';
      }
      const cell = row.insertCell();
      const move = document.createElement('span');
      move.className = 'move';
      move.dataset.ply = ply;
      move.textContent = text;
      if (ply === shown && (damas.view || ply === state.ply)) move.classList.add('current');
      if (turning.has(ply)) move.classList.add('turning');
      move.addEventListener('click', () => goTo(ply));
      cell.appendChild(move);
    });
    const current = table.querySelector('.current');
    if (current) current.scrollIntoView({ block: 'nearest' });
  }

  // The side that played the game's first move: the side to move now, or
  // the other, by the parity of the moves played.
  function startSide() {
    const state = damas.state;
    const other = state.side === 'white' ? 'black' : 'white';
    return state.ply % 2 === 0 ? state.side : other;
  }

  function renderView() {
    const view = damas.view;
    el('board').classList.toggle('viewing', Boolean(view));
    const note = el('viewing');
    if (!view) {
      note.hidden = true;
    } else {
      note.hidden = false;
      note.textContent = view.kind === 'ply'
        ? `Move ${view.ply} of ${damas.state.ply} shown: » or End returns to the game.`
        : `The line's move ${view.moves} shown: » or End returns to the game.`;
    }
    const ply = view && view.kind === 'ply' ? view.ply : damas.state.ply;
    el('nav-first').disabled = ply === 0 && !view;
    el('nav-back').disabled = ply === 0 && !view;
    el('nav-forward').disabled = !view;
    el('nav-last').disabled = !view;
    drawGraph();
    showScore();
  }

  // Shows the position after ply moves of the game (the game's own
  // position: back to playing).
  async function goTo(ply) {
    const state = damas.state;
    if (!state) return;
    ply = Math.max(0, Math.min(ply, state.ply));
    if (ply === state.ply) {
      const wasViewing = damas.view;
      damas.view = null;
      showBoard(state.svg, state.lastMove, wasViewing && wasViewing.kind === 'ply' && wasViewing.ply === ply - 1);
      markMovable();
      renderHistory();
      renderView();
      return;
    }
    const from = damas.view && damas.view.kind === 'ply' ? damas.view.ply : state.ply;
    await attempt(async () => {
      const reply = await api('GET', `api/position?${query({ id: state.id, ply })}`);
      if (damas.state.id !== state.id) return;
      damas.view = { kind: 'ply', ply: reply.ply, fen: reply.fen };
      selection = null;
      showBoard(reply.svg, reply.lastMove, reply.ply === from + 1);
      renderHistory();
      renderView();
    });
  }

  async function showLine(moves) {
    const state = damas.state;
    await attempt(async () => {
      const reply = await api('GET', `api/line?${query({ id: state.id, moves })}`);
      damas.view = { kind: 'line', moves, fen: reply.fen };
      selection = null;
      showBoard(reply.svg, reply.lastMove, true);
      renderHistory();
      renderView();
      renderLine();
    });
  }

  function step(delta) {
    const state = damas.state;
    if (!state) return;
    if (damas.view && damas.view.kind === 'line') {
      const moves = damas.view.moves + delta;
      if (moves <= 0) return goTo(state.ply);
      if (analysis && moves <= Math.min(analysis.pv_text.length, shownLine)) return showLine(moves);
      return;
    }
    const ply = damas.view ? damas.view.ply : state.ply;
    goTo(ply + delta);
  }

  /* ------------------------------- playing ------------------------------- */

  function clearMarks() {
    for (const cls of ['selected', 'target', 'path-choice']) {
      for (const node of el('board').querySelectorAll(`.${cls}`)) node.classList.remove(cls);
    }
    el('choices').innerHTML = '';
  }

  function select(square) {
    clearMarks();
    const moves = damas.state.moves.filter((m) => m.path[0] === square);
    selection = { from: square, candidates: moves, choosing: false };
    squareRect(square).classList.add('selected');
    for (const m of moves) squareRect(m.path[m.path.length - 1]).classList.add('target');
  }

  // Several captures from one square land on the same square: the player
  // picks one by clicking a square of its path, or its button.
  function choosePath(candidates) {
    clearMarks();
    selection.candidates = candidates;
    selection.choosing = true;
    squareRect(selection.from).classList.add('selected');
    for (const m of candidates) {
      for (const square of m.path.slice(1, -1)) squareRect(square).classList.add('path-choice');
      const button = document.createElement('button');
      button.textContent = m.full;
      button.addEventListener('click', () => play(m));
      el('choices').appendChild(button);
    }
    showMessage('Several captures land there: click a square on the path you want, or choose below.');
  }

  function canPlay() {
    const state = damas.state;
    return state && !state.over && state.turn === 'human' && !damas.engineBusy && !damas.view && !damas.flagged;
  }

  function clickSquare(square) {
    const state = damas.state;
    if (!canPlay()) return;
    if (selection && selection.choosing) {
      const remaining = selection.candidates.filter((m) => m.path.slice(1, -1).includes(square));
      if (remaining.length === 1) return play(remaining[0]);
      if (remaining.length > 1) return choosePath(remaining);
    } else if (selection) {
      const landing = selection.candidates.filter((m) => m.path[m.path.length - 1] === square);
      if (landing.length === 1) return play(landing[0]);
      if (landing.length > 1) return choosePath(landing);
    }
    if (state.moves.some((m) => m.path[0] === square)) {
      showMessage('');
      return select(square);
    }
    selection = null;
    clearMarks();
  }

  function play(move) {
    selection = null;
    clearMarks();
    clickTime = performance.now();
    const id = damas.state.id;
    return attempt(async () => {
      render(await api('POST', 'api/move', Object.assign({ id, path: move.path }, viewOptions())));
    });
  }

  async function engineMove() {
    const state = damas.state;
    if (!state || state.turn !== 'engine' || state.over || damas.engineBusy || damas.flagged) return;
    damas.engineBusy = true;
    let next = null;
    try {
      next = await api('POST', 'api/engine', Object.assign({ id: state.id }, viewOptions(), engineClock(state)));
    } catch (error) {
      damas.engineBusy = false;
      engineFailed(state, error);
      return;
    }
    if (clickTime !== null) {
      damas.replyTimes.push({ level: state.players[state.side], ms: performance.now() - clickTime });
      clickTime = null;
    }
    damas.engineBusy = false;
    if (damas.state.id === state.id) render(next);
  }

  // The status says the engine did not move, never that it still thinks;
  // a busy server is asked again after the time it says.
  function engineFailed(state, error) {
    if (damas.state !== state) return;
    const side = state.side === 'white' ? 'White' : 'Black';
    el('status').textContent = `${side} (engine) did not move.`;
    showMessage(error.message);
    if (error.status === 409) {
      reload(state.id).catch(() => {});
    } else if (error.status === 429 || error.status === 503) {
      setTimeout(() => {
        if (damas.state === state) {
          el('status').textContent = `${side} (engine, ${state.players[state.side]}) is thinking…`;
          engineMove();
        }
      }, 5000);
    }
  }

  /* -------------------------------- clock -------------------------------- */

  // The clock is the page's: each side's time runs while it is to move
  // (from the first move on), and gains the increment after its move; a
  // side whose time runs out loses, and the page stops the game.
  const clock = { white: 0, black: 0, running: null, since: 0 };

  function resetClock() {
    const minutes = Number(el('clock-minutes').value);
    clock.white = clock.black = minutes * 60000;
    clock.running = null;
    damas.flagged = null;
  }

  function clockAfterMove(previous, state) {
    if (!el('clock-on').checked) return;
    settleClock();
    if (previous && previous.id === state.id && state.ply === previous.ply + 1) {
      clock[previous.side] += Number(el('clock-increment').value) * 1000;
    }
    clock.running = state.ply > 0 && !state.over && !damas.flagged ? state.side : null;
    clock.since = performance.now();
  }

  function settleClock() {
    if (clock.running) {
      const now = performance.now();
      clock[clock.running] = Math.max(0, clock[clock.running] - (now - clock.since));
      clock.since = now;
      if (clock[clock.running] === 0 && !damas.flagged) {
        damas.flagged = clock.running;
        clock.running = null;
        el('status').textContent = flagText();
        selection = null;
        clearMarks();
      }
    }
  }

  // With the clock on, the engine is told its side's time, and keeps to it.
  function engineClock(state) {
    if (!el('clock-on').checked) return {};
    settleClock();
    return { clock_remaining: Math.max(clock[state.side], 100) / 1000,
             clock_increment: Number(el('clock-increment').value) };
  }

  function flagText() {
    const loser = damas.flagged === 'white' ? 'White' : 'Black';
    const winner = damas.flagged === 'white' ? 'Black' : 'White';
    return `${loser}'s time is up: ${winner} wins.`;
  }

  function clockText(ms) {
    const total = Math.ceil(ms / 1000);
    const minutes = Math.floor(total / 60);
    const seconds = total % 60;
    return ms < 10000 ? `${minutes}:${String(seconds).padStart(2, '0')}.${Math.floor((ms % 1000) / 100)}`
      : `${minutes}:${String(seconds).padStart(2, '0')}`;
  }

  function renderClock() {
    const on = el('clock-on').checked;
    const bottom = el('flip').checked ? 'black' : 'white';
    const top = bottom === 'white' ? 'black' : 'white';
    for (const [id, side] of [['clock-top', top], ['clock-bottom', bottom]]) {
      const node = el(id);
      node.hidden = !on;
      if (!on) continue;
      node.textContent = `${side === 'white' ? '○' : '●'} ${clockText(clock[side])}`;
      node.classList.toggle('running', clock.running === side);
      node.classList.toggle('low', clock[side] < 20000);
    }
  }

  setInterval(() => {
    if (el('clock-on').checked && clock.running) {
      settleClock();
      renderClock();
    }
  }, 200);

  /* ------------------------------- analysis ------------------------------ */

  // The share of the bar, or of the graph's height, that is White's for a
  // score in White's favour (a man is 100): half at 0, most of it at three
  // men and more.
  function whiteShare(score) {
    return 1 / (1 + Math.exp(-score / 250));
  }

  function scoreText(score, outcome) {
    if (outcome && outcome !== 'unknown' && outcome !== 'null') {
      return outcome === 'draw' ? '½' : /white/.test(outcome) ? 'W' : 'B';
    }
    const men = score / 100;
    return `${men > 0 ? '+' : ''}${men.toFixed(1)}`;
  }

  // The score shown: of the position the board shows, from the review;
  // at the game's position the running analysis's, when there is one.
  function showScore() {
    const bar = el('eval-bar');
    bar.hidden = !el('analyse').checked;
    if (bar.hidden) return;
    bar.classList.toggle('flipped', el('flip').checked);
    let score = null;
    let outcome = null;
    const view = damas.view;
    if (view && view.kind === 'ply') {
      const r = damas.review[view.ply];
      if (r) ({ score, outcome } = r);
    } else if (analysis && typeof analysis.white_score === 'number' && analysis.fen === damas.state.fen) {
      score = analysis.white_score;
      const other = analysis.side === 'white' ? 'black' : 'white';
      outcome = /^win/.test(analysis.outcome || '') ? `win(${analysis.side})`
        : /^loss/.test(analysis.outcome || '') ? `win(${other})` : null;
    } else {
      const r = damas.review[damas.state.ply];
      if (r) ({ score, outcome } = r);
    }
    if (score === null) return;
    el('eval-white').style.height = `${(whiteShare(score) * 100).toFixed(1)}%`;
    el('eval-label').textContent = scoreText(score, outcome);
    bar.title = /^[WB]$/.test(scoreText(score, outcome))
      ? `${scoreText(score, outcome) === 'W' ? 'White' : 'Black'} wins by force`
      : `evaluation for White: ${scoreText(score, outcome)} (a man is 1)`;
  }

  async function startAnalysis() {
    const state = damas.state;
    if (!state || state.over || !el('analyse').checked) return;
    let started;
    try {
      started = await api('POST', 'api/analyse', { id: state.id, time: 3 });
    } catch (error) {
      showMessage(error.message);
      return;
    }
    analysisGeneration = started.generation;
    const poll = async () => {
      if (analysisGeneration !== started.generation || !damas.state || damas.state.id !== state.id) return;
      let a;
      try {
        a = await api('GET', `api/analysis?${query({ id: state.id })}`);
      } catch (error) {
        showMessage(error.message);
        return;
      }
      if (a.generation !== started.generation) return;
      if (a.state === 'error') {
        el('analysis-text').textContent = `analysis failed: ${a.error}`;
        return;
      }
      analysis = a;
      const score = a.outcome ? a.outcome : a.score;
      if (a.state === 'queued') {
        el('analysis-text').textContent = 'waiting for the engine (other analyses run)…';
      } else {
        el('analysis-text').textContent =
          `${a.state === 'running' ? 'thinking' : 'done'}  depth ${a.depth}  score ${score === null ? '-' : score}` +
          ` for ${a.side === 'white' ? 'White' : 'Black'}`;
      }
      renderLine();
      showScore();
      if (a.state === 'running' || a.state === 'queued') setTimeout(poll, 250);
    };
    poll();
  }

  // The best line, each move a button that shows the position it leads to.
  const shownLine = 16;

  function renderLine() {
    const line = el('analysis-line');
    line.innerHTML = '';
    if (!analysis || !analysis.pv_text) return;
    let number = Math.floor(damas.state.ply / 2) + 1;
    const blackFirst = analysis.side === 'black';
    // The first moves: a longer line is guesswork, and fills the panel.
    analysis.pv_text.slice(0, shownLine).forEach((text, i) => {
      const white = (i % 2 === 0) !== blackFirst;
      if (white || i === 0) {
        const label = document.createElement('span');
        label.className = 'pv-number';
        label.textContent = white ? `${number}.` : `${number}…`;
        line.appendChild(label);
        line.appendChild(document.createTextNode(' '));
      }
      if (!white) number += 1;
      const move = document.createElement('span');
      move.className = 'pv-move';
      move.textContent = text;
      move.dataset.moves = i + 1;
      if (damas.view && damas.view.kind === 'line' && damas.view.moves === i + 1) move.classList.add('current');
      move.addEventListener('click', () => showLine(i + 1));
      line.appendChild(move);
      line.appendChild(document.createTextNode(' '));
    });
  }

  // The scores of the game's positions, asked for the moves not yet
  // scored (a game that changed earlier is scored again from there).
  async function updateReview() {
    const state = damas.state;
    if (reviewBusy || !state) return;
    let same = 0;
    while (same < reviewHistory.length && same < state.history.length
           && reviewHistory[same] === state.history[same]) same += 1;
    damas.review = damas.review.slice(0, same + 1);
    if (damas.review.length > state.ply) {
      renderView();
      return;
    }
    reviewBusy = true;
    try {
      let complete = false;
      while (!complete) {
        const from = damas.review.length;
        const reply = await api('GET', `api/review?${query({ id: state.id, from })}`);
        if (damas.state.id !== state.id) return;
        for (const r of reply.review) damas.review[r.ply] = r;
        complete = reply.complete;
      }
      reviewHistory = state.history.slice();
    } catch (error) {
      showMessage(error.message);
    } finally {
      reviewBusy = false;
    }
    renderHistory();
    renderView();
    if (damas.state !== state) updateReview();
  }

  // The graph of the game: White's share of each position's score, the
  // turning points as red dots, the position shown as a blue line.
  function drawGraph() {
    const graph = el('graph');
    if (!el('analyse').checked || !damas.state) {
      graph.innerHTML = '';
      return;
    }
    const W = 300;
    const H = 90;
    const plies = Math.max(damas.state.ply, 1);
    const x = (ply) => (ply / plies) * W;
    const y = (score) => H * (1 - whiteShare(score));
    const scored = damas.review.filter(Boolean);
    const points = scored.map((r) => `${x(r.ply).toFixed(1)},${y(r.score).toFixed(1)}`);
    const last = scored.length ? x(scored[scored.length - 1].ply).toFixed(1) : 0;
    const shown = damas.view && damas.view.kind === 'ply' ? damas.view.ply : damas.state.ply;
    const dots = scored.filter((r) => r.turning)
      .map((r) => `<circle class="turning" data-ply="${r.ply}" cx="${x(r.ply).toFixed(1)}" cy="${y(r.score).toFixed(1)}" r="3.5"><title>move ${r.ply}: ${damas.state.history[r.ply - 1] || ''} turned the game</title></circle>`);
    graph.innerHTML = `<svg viewBox="0 0 ${W} ${H}" preserveAspectRatio="none" role="img" aria-label="evaluation over the game">
      <rect class="back" x="0" y="0" width="${W}" height="${H}"/>
      ${points.length ? `<polygon class="area" points="0,${H} ${points.join(' ')} ${last},${H}"/>` : ''}
      <line class="mid" x1="0" y1="${H / 2}" x2="${W}" y2="${H / 2}"/>
      ${points.length ? `<polyline class="line" points="${points.join(' ')}"/>` : ''}
      <line class="now" x1="${x(shown)}" y1="0" x2="${x(shown)}" y2="${H}"/>
      ${dots.join('')}
    </svg>`;
    graph.dataset.points = scored.length;
  }

  /* --------------------------------- setup -------------------------------- */

  async function newGame(extra) {
    const old = damas.state && damas.state.id;
    const body = Object.assign({
      variant: el('variant').value || 'brazilian',
      white: el('white').value || 'human',
      black: el('black').value || 'human',
    }, viewOptions(), extra);
    const state = await api('POST', 'api/new', body);
    forgetGame();
    render(state);
    if (old) api('POST', 'api/close', { id: old }).catch(() => {});
  }

  // What belongs to the last game: its review, analysis, clock and view.
  function forgetGame() {
    damas.review = [];
    reviewHistory = [];
    analysis = null;
    damas.view = null;
    el('analysis-text').textContent = '';
    el('analysis-line').innerHTML = '';
    resetClock();
  }

  function fillSelect(select, values, labels) {
    select.innerHTML = '';
    values.forEach((value, i) => {
      const option = document.createElement('option');
      option.value = value;
      option.textContent = labels ? labels[i] : value;
      select.appendChild(option);
    });
  }

  async function start() {
    const info = await api('GET', 'api/variants');
    fillSelect(el('variant'), info.variants);
    const players = ['human'].concat(info.levels);
    const labels = ['human'].concat(info.levels.map((l) => `engine, ${l}`));
    fillSelect(el('white'), players, labels);
    fillSelect(el('black'), players, labels);
    el('black').value = 'medium';
    loadSettings();
    const squareOf = (event) => {
      const node = event.target.closest('[data-square]');
      return node ? Number(node.dataset.square) : null;
    };
    el('board').addEventListener('click', (event) => {
      const square = squareOf(event);
      if (square !== null) clickSquare(square);
    });
    // Dragging a piece: pressing on it selects it, releasing on another
    // square is a click there (the click event then goes to the board
    // itself, which has no square).
    let pressed = null;
    el('board').addEventListener('pointerdown', (event) => {
      pressed = squareOf(event);
      const state = damas.state;
      if (pressed === null || !canPlay()) return;
      const target = selection && selection.candidates.some((m) => m.path.includes(pressed));
      if (!target && state.moves.some((m) => m.path[0] === pressed)) select(pressed);
    });
    el('board').addEventListener('pointerup', (event) => {
      const square = squareOf(event);
      if (pressed !== null && square !== null && square !== pressed) clickSquare(square);
      pressed = null;
    });
    el('new').addEventListener('click', () => attempt(() => newGame({})));
    el('load-fen').addEventListener('click', () => attempt(() => newGame({ fen: el('fen').value })));
    el('undo').addEventListener('click', () => attempt(async () => {
      render(await api('POST', 'api/undo', Object.assign({ id: damas.state.id }, viewOptions())));
    }));
    for (const side of ['white', 'black']) {
      el(side).addEventListener('change', () => attempt(async () => {
        render(await api('POST', 'api/players', Object.assign({
          id: damas.state.id, white: el('white').value, black: el('black').value,
        }, viewOptions())));
      }));
    }
    // A change of view draws the board again, where it is in the game.
    for (const id of ['flip', 'numbers', 'notation']) {
      el(id).addEventListener('change', () => attempt(async () => {
        saveSettings();
        const view = damas.view;
        await reload(damas.state.id);
        if (view && view.kind === 'ply') await goTo(view.ply);
        if (el('analyse').checked) startAnalysis();
      }));
    }
    for (const id of ['clock-on', 'clock-minutes', 'clock-increment']) {
      // A new clock: the times start again, a game stopped by the old
      // one goes on (the board is not drawn again: a piece being chosen
      // stays chosen).
      el(id).addEventListener('change', () => {
        saveSettings();
        const wasFlagged = damas.flagged;
        resetClock();
        if (!damas.state) return;
        clockAfterMove(null, damas.state);
        renderClock();
        if (wasFlagged) {
          showStatus();
          markMovable();
          if (damas.state.turn === 'engine' && !damas.state.over) engineMove();
        }
      });
    }
    el('analyse').addEventListener('change', () => {
      saveSettings();
      if (el('analyse').checked) {
        startAnalysis();
        updateReview();
      } else {
        analysisGeneration = 0;
        analysis = null;
        el('analysis-text').textContent = '';
        el('analysis-line').innerHTML = '';
      }
      renderView();
    });
    el('nav-first').addEventListener('click', () => goTo(0));
    el('nav-back').addEventListener('click', () => step(-1));
    el('nav-forward').addEventListener('click', () => step(1));
    el('nav-last').addEventListener('click', () => goTo(damas.state.ply));
    el('graph').addEventListener('click', (event) => {
      const svg = el('graph').querySelector('svg');
      if (!svg || !damas.state) return;
      const box = svg.getBoundingClientRect();
      goTo(Math.round(((event.clientX - box.left) / box.width) * Math.max(damas.state.ply, 1)));
    });
    document.addEventListener('keydown', (event) => {
      const target = event.target;
      if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT')) return;
      const keys = {
        ArrowLeft: () => step(-1), ArrowRight: () => step(1),
        Home: () => goTo(0), End: () => goTo(damas.state.ply), Escape: () => goTo(damas.state.ply),
      };
      if (keys[event.key] && damas.state) {
        event.preventDefault();
        keys[event.key]();
      }
    });
    el('upload').addEventListener('change', () => attempt(async () => {
      const file = el('upload').files[0];
      if (!file) return;
      const text = await file.text();
      el('upload').value = '';
      const state = await api('POST', 'api/pdn', Object.assign({ id: damas.state.id, pdn: text }, viewOptions()));
      forgetGame();
      render(state);
    }));
    resetClock();
    const saved = sessionStorage.getItem(gameKey);
    await attempt(async () => {
      if (saved) {
        try {
          await reload(saved);
          return;
        } catch (error) {
          if (error.status !== 404) throw error;
        }
      }
      await newGame({});
    });
  }

  start();
}());
