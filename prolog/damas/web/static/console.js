// The Prolog console beside the board (library(damas/web/console)).  A
// query is POSTed to api/console/ask with the program and the position
// shown; each answer comes as the SWI-Prolog toplevel writes it, and the
// page ends it as the toplevel does: " ;" when Next is pressed, "." when
// it is the last or Stop is pressed.  The program and the text size are
// kept in the browser (localStorage) across reloads.  window.damasConsole
// exposes the state for the browser test.
'use strict';
(function () {
  const el = (id) => document.getElementById(id);
  const keptEntries = 50;
  const store = window.localStorage;
  const damasConsole = window.damasConsole = { busy: false, entries: 0 };
  // current: the last query while it runs or waits for Next:
  // { id, entry, answer } (answer: the node of the answer shown last).
  let current = null;

  async function post(path, body) {
    const response = await fetch(`api/console/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    let data;
    try {
      data = await response.json();
    } catch (e) {
      data = { error: `The server answered ${response.status} without JSON.` };
    }
    if (!response.ok) return { event: 'error', message: data.error || response.statusText };
    return data;
  }

  function addEntry(query) {
    const entry = document.createElement('div');
    entry.className = 'entry';
    line(entry, 'query', `?- ${query}.`);
    const log = el('console-answers');
    log.appendChild(entry);
    while (log.children.length > keptEntries) log.removeChild(log.firstChild);
    damasConsole.entries += 1;
    return entry;
  }

  function line(entry, className, text) {
    const node = document.createElement('div');
    node.className = className;
    node.textContent = text;
    entry.appendChild(node);
    node.scrollIntoView({ block: 'nearest' });
    return node;
  }

  // An answer: its text, then the boards of the positions it holds.
  function showAnswer(entry, event) {
    const answer = line(entry, 'answer', event.text);
    for (const position of event.positions || []) {
      if (!position.svg) continue;
      const board = document.createElement('figure');
      board.className = 'console-board';
      board.title = position.fen;
      board.innerHTML = position.svg;       // drawn by the server from the FEN
      const caption = document.createElement('figcaption');
      caption.textContent = position.name;
      board.appendChild(caption);
      entry.appendChild(board);
    }
    return answer;
  }

  function end(answer, mark) {
    if (answer) answer.textContent += mark;
  }

  function setBusy(busy, more) {
    damasConsole.busy = busy;
    damasConsole.more = more;
    el('console-run').disabled = busy;
    el('console-next').disabled = busy || !more;
    el('console-stop').disabled = !(busy || more);
  }

  // Shows one event of the current query; keeps the query if it has
  // more answers.
  function show(event) {
    const query = current;
    if (!query) return;
    if (event.output) line(query.entry, 'output', event.output);
    switch (event.event) {
      case 'success':
        query.answer = showAnswer(query.entry, event);
        if (event.more) {
          setBusy(false, true);
          return;
        }
        end(query.answer, '.');
        break;
      case 'failure':
        line(query.entry, 'answer', 'false.');
        break;
      case 'error':
        line(query.entry, 'error', event.message);
        break;
      case 'stopped':
        if (query.answer) end(query.answer, ' .');
        else line(query.entry, 'error', 'Stopped.');
        break;
      default:
        line(query.entry, 'error', `The server sent ${event.event}.`);
    }
    current = null;
    setBusy(false, false);
  }

  function shown() {
    const state = window.damas && window.damas.state;
    return state ? { fen: state.fen, variant: state.variant } : {};
  }

  async function run() {
    const query = el('console-query').value.trim().replace(/\.\s*$/, '');
    if (!query || damasConsole.busy) return;
    await finish();
    const program = el('console-program').value;
    // The page names the query, so that Stop can end it before it answers.
    const id = crypto.randomUUID ? crypto.randomUUID()
      : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    current = { id, entry: addEntry(query), answer: null };
    setBusy(true, false);
    try {
      show(await post('ask', Object.assign({ query, program, id }, shown())));
    } catch (error) {
      show({ event: 'error', message: error.message });
    }
  }

  async function next() {
    if (!current || damasConsole.busy) return;
    end(current.answer, ' ;');
    setBusy(true, false);
    try {
      show(await post('next', { id: current.id }));
    } catch (error) {
      show({ event: 'error', message: error.message });
    }
  }

  // Stop: a running query is killed (its request then answers
  // "stopped"); one waiting for Next ends here.
  async function stop() {
    if (!current) return;
    const query = current;
    const reply = await post('stop', { id: query.id }).catch(() => null);
    if (!damasConsole.busy && current === query) show(reply && reply.event ? reply : { event: 'stopped' });
  }

  // A new query ends the last one if it still waits for Next.
  async function finish() {
    if (current && !damasConsole.busy) {
      const query = current;
      current = null;
      end(query.answer, ' .');
      await post('stop', { id: query.id }).catch(() => {});
    }
  }

  // The text size (for a projector) and the whole window.
  function setSize(size) {
    const clamped = Math.min(40, Math.max(10, size));
    el('console').style.setProperty('--console-font', `${clamped}px`);
    store.setItem('damas.console.font', String(clamped));
    return clamped;
  }
  let size = setSize(Number(store.getItem('damas.console.font')) || 15);
  el('console-larger').addEventListener('click', () => { size = setSize(size + 2); });
  el('console-smaller').addEventListener('click', () => { size = setSize(size - 2); });
  el('console-full').addEventListener('click', () => {
    const full = el('console').classList.toggle('console-full');
    el('console-full').textContent = full ? 'Back to the board' : 'Full window';
  });

  const program = el('console-program');
  program.value = store.getItem('damas.console.program') || '';
  program.addEventListener('input', () => store.setItem('damas.console.program', program.value));

  el('console-run').addEventListener('click', run);
  el('console-next').addEventListener('click', next);
  el('console-stop').addEventListener('click', stop);
  el('console-query').addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      run();
    }
  });
  window.addEventListener('pagehide', () => {
    if (current) {
      navigator.sendBeacon('api/console/stop',
        new Blob([JSON.stringify({ id: current.id })], { type: 'application/json' }));
    }
  });
  setBusy(false, false);
}());
