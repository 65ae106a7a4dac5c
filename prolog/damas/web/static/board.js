// The web board of library(damas/web).  The server holds the game and
// draws the board (SVG); this script sends the player's clicks and shows
// what comes back.  window.damas exposes the state for the browser test.
'use strict';
(function () {
  const el = (id) => document.getElementById(id);
  const damas = window.damas = { state: null, replyTimes: [], engineBusy: false };
  const gameKey = 'damas-game';
  // selection: null, or { from, candidates } where candidates are the
  // moves still possible after the clicks so far; choosing is true when
  // several captures land on the clicked square.
  let selection = null;
  let clickTime = null;
  let analysisGeneration = 0;

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

  function showMessage(text) {
    el('message').textContent = text || '';
  }

  function flipped() {
    return el('flip').checked;
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
    render(await api('GET', `api/state?id=${encodeURIComponent(id)}&flip=${flipped()}`));
  }

  function squareRect(square) {
    return el('board').querySelector(`rect.square[data-square="${square}"]`);
  }

  function render(state) {
    damas.state = state;
    selection = null;
    sessionStorage.setItem(gameKey, state.id);
    el('board').innerHTML = state.svg;
    el('choices').innerHTML = '';
    if (state.turn === 'human' && !state.over) {
      const froms = new Set(state.moves.map((m) => m.path[0]));
      for (const square of froms) {
        const piece = el('board').querySelector(`circle.piece[data-square="${square}"]`);
        if (piece) piece.classList.add('movable');
      }
    }
    const side = state.side === 'white' ? 'White' : 'Black';
    el('status').textContent = state.over ? state.over.text
      : state.turn === 'engine' ? `${side} (engine, ${state.players[state.side]}) is thinking…`
        : `${side} to move.`;
    el('history').innerHTML = '';
    for (let i = 0; i < state.history.length; i += 2) {
      const item = document.createElement('li');
      item.textContent = state.history.slice(i, i + 2).join('  ');
      el('history').appendChild(item);
    }
    if (document.activeElement !== el('fen')) el('fen').value = state.fen;
    el('variant').value = state.variant;
    el('white').value = state.players.white;
    el('black').value = state.players.black;
    el('download').href = `api/pdn?id=${encodeURIComponent(state.id)}`;
    // Only the state the engine's move produced says what it played: after
    // an undo, a new game or the human's move the line is cleared.
    const e = state.engine;
    el('engine').textContent = e
      ? `The engine played ${e.move} (score ${e.score}, depth ${e.depth}, line ${e.pv.join(' ')}).`
      : '';
    document.body.dataset.ply = state.ply;
    if (state.turn === 'engine' && !state.over) {
      setTimeout(engineMove, 50);
    } else if (el('analyse').checked && !state.over) {
      startAnalysis();
    }
  }

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

  function clickSquare(square) {
    const state = damas.state;
    if (!state || state.over || state.turn !== 'human' || damas.engineBusy) return;
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
      render(await api('POST', 'api/move', { id, path: move.path, flip: flipped() }));
    });
  }

  async function engineMove() {
    const state = damas.state;
    if (!state || state.turn !== 'engine' || state.over || damas.engineBusy) return;
    damas.engineBusy = true;
    try {
      await attempt(async () => {
        const next = await api('POST', 'api/engine', { id: state.id, flip: flipped() });
        if (clickTime !== null) {
          damas.replyTimes.push({ level: state.players[state.side], ms: performance.now() - clickTime });
          clickTime = null;
        }
        damas.engineBusy = false;
        render(next);
      });
    } finally {
      damas.engineBusy = false;
    }
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
        a = await api('GET', `api/analysis?id=${encodeURIComponent(state.id)}&flip=${flipped()}`);
      } catch (error) {
        showMessage(error.message);
        return;
      }
      if (a.generation !== started.generation) return;
      if (a.state === 'error') {
        el('analysis-text').textContent = `analysis failed: ${a.error}`;
        return;
      }
      if (a.svg) el('analysis-board').innerHTML = a.svg;
      const score = a.outcome ? a.outcome : a.score;
      if (a.state === 'queued') {
        el('analysis-text').textContent = 'waiting for the engine (other analyses run)…';
      } else {
        el('analysis-text').textContent =
          `${a.state === 'running' ? 'thinking' : 'done'}  depth ${a.depth}  score ${score === null ? '-' : score}\n` +
          `line: ${a.pv_text.join(' ')}`;
      }
      if (a.state === 'running' || a.state === 'queued') setTimeout(poll, 250);
    };
    poll();
  }

  async function newGame(extra) {
    const old = damas.state && damas.state.id;
    const body = Object.assign({
      variant: el('variant').value || 'brazilian',
      white: el('white').value || 'human',
      black: el('black').value || 'human',
      flip: flipped(),
    }, extra);
    render(await api('POST', 'api/new', body));
    if (old) api('POST', 'api/close', { id: old }).catch(() => {});
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
      if (pressed === null || !state || state.turn !== 'human' || damas.engineBusy) return;
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
      render(await api('POST', 'api/undo', { id: damas.state.id, flip: flipped() }));
    }));
    for (const side of ['white', 'black']) {
      el(side).addEventListener('change', () => attempt(async () => {
        render(await api('POST', 'api/players', {
          id: damas.state.id, white: el('white').value, black: el('black').value, flip: flipped(),
        }));
      }));
    }
    el('flip').addEventListener('change', () => attempt(() => reload(damas.state.id)));
    el('analyse').addEventListener('change', () => {
      if (el('analyse').checked) {
        startAnalysis();
      } else {
        analysisGeneration = 0;
        el('analysis-text').textContent = '';
        el('analysis-board').innerHTML = '';
      }
    });
    el('upload').addEventListener('change', () => attempt(async () => {
      const file = el('upload').files[0];
      if (!file) return;
      const text = await file.text();
      el('upload').value = '';
      render(await api('POST', 'api/pdn', { id: damas.state.id, pdn: text, flip: flipped() }));
    }));
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
