// The Prolog console beside the board (library(damas/web/console)): a
// small client of the pengines HTTP protocol.  Each query gets a pengine
// of its own: /pengine/create with the program and the position shown,
// then the query as an ask event, then next, stop or abort; answers come
// in the format json-damas (each binding's text, and a position's board as
// SVG).  window.damasConsole exposes the last entry for the browser test.
'use strict';
(function () {
  const el = (id) => document.getElementById(id);
  const format = 'json-damas';
  const keptEntries = 20;
  const damasConsole = window.damasConsole = { busy: false, entries: 0 };
  // current: the pengine of the last query while it runs or waits for
  // Next, with its entry on the page; null otherwise.
  let current = null;

  async function call(method, path, body) {
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
      return { event: 'error', data: data.error || response.statusText, refused: true };
    }
    return data;
  }

  const send = (id, event) => call('GET',
    `pengine/send?id=${encodeURIComponent(id)}&event=${encodeURIComponent(event)}&format=${format}`);
  const pull = (id) => call('GET',
    `pengine/pull_response?id=${encodeURIComponent(id)}&format=${format}`);

  // The event inside create and destroy; alive is false once the pengine
  // has said it is gone.
  function unwrap(event) {
    let alive = true;
    for (;;) {
      if (event.event === 'create' && event.answer) {
        event = event.answer;
      } else if (event.event === 'destroy') {
        alive = false;
        if (event.data && typeof event.data === 'object') event = event.data;
        else return { event, alive };
      } else {
        return { event, alive };
      }
    }
  }

  function addEntry(query) {
    const entry = document.createElement('div');
    entry.className = 'entry';
    const asked = document.createElement('div');
    asked.className = 'query';
    asked.textContent = `?- ${query}.`;
    entry.appendChild(asked);
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

  function showAnswer(entry, bindings) {
    const answer = document.createElement('div');
    answer.className = 'answer';
    if (bindings.length === 0) {
      answer.textContent = 'true.';
    }
    for (const b of bindings) {
      const text = document.createElement('div');
      text.className = 'binding';
      text.textContent = `${b.name} = ${b.text}`;
      answer.appendChild(text);
      if (b.svg) {
        const board = document.createElement('div');
        board.className = 'console-board';
        board.title = b.fen;
        board.innerHTML = b.svg;
        answer.appendChild(board);
      }
    }
    entry.appendChild(answer);
    answer.scrollIntoView({ block: 'nearest' });
  }

  function setBusy(busy, more) {
    damasConsole.busy = busy;
    el('console-run').disabled = busy;
    el('console-next').disabled = busy || !more;
    el('console-stop').disabled = !(busy || more);
  }

  // Shows the events of a reply until one that needs the student: an
  // answer with more to come, or the end.  Output comes one line a time:
  // each is followed by a pull for the next event.
  async function follow(reply) {
    const pengine = current;
    for (;;) {
      const { event, alive } = unwrap(reply);
      if (pengine !== current) return;
      const entry = pengine.entry;
      if (!alive) pengine.alive = false;
      switch (event.event) {
        case 'output':
          line(entry, 'output', event.data);
          reply = await pull(pengine.id);
          continue;
        case 'create':
          pengine.id = event.id;
          return;
        case 'success':
          for (const answer of event.answers) showAnswer(entry, answer);
          if (event.more && pengine.alive) {
            setBusy(false, true);
            return;
          }
          break;
        case 'failure':
          line(entry, 'answer', 'false.');
          break;
        case 'error':
          line(entry, 'error', event.data);
          break;
        case 'abort':
        case 'stop':
          line(entry, 'answer', 'Stopped.');
          break;
        default:
          line(entry, 'error', `The server sent ${event.event}.`);
      }
      if (pengine.alive && pengine.id) send(pengine.id, 'destroy').catch(() => {});
      current = null;
      setBusy(false, false);
      return;
    }
  }

  function shown() {
    const state = window.damas && window.damas.state;
    return state ? { fen: state.fen, variant: state.variant } : {};
  }

  async function run() {
    const query = el('console-query').value.trim().replace(/\.\s*$/, '');
    if (!query || damasConsole.busy) return;
    await finish();
    const entry = addEntry(query);
    current = { id: null, entry, alive: true };
    setBusy(true, false);
    try {
      await follow(await call('POST', 'pengine/create',
        Object.assign({ format, src_text: el('console-program').value }, shown())));
      if (current && current.id && current.entry === entry) {
        if (current.stopped) {
          await follow({ event: 'stop', id: current.id });
        } else {
          await follow(await send(current.id, `ask((${query}\n), [])`));
        }
      }
    } catch (error) {
      if (current && current.entry === entry) {
        line(entry, 'error', error.message);
        current = null;
        setBusy(false, false);
      }
    }
  }

  async function next() {
    if (!current || damasConsole.busy) return;
    setBusy(true, false);
    try {
      await follow(await send(current.id, 'next'));
    } catch (error) {
      line(current.entry, 'error', error.message);
    }
  }

  // Stop: a running query is aborted; one waiting for Next is stopped.
  async function stop() {
    if (!current) return;
    if (!current.id) {
      current.stopped = true;               // run() stops it once created
    } else if (damasConsole.busy) {
      await call('GET', `pengine/abort?id=${encodeURIComponent(current.id)}`).catch(() => {});
    } else {
      const pengine = current;
      await follow(await send(pengine.id, 'stop'));
    }
  }

  // A new query ends the last one if it still waits for Next.
  async function finish() {
    if (current && current.id && !damasConsole.busy) {
      const id = current.id;
      current = null;
      await send(id, 'destroy').catch(() => {});
    }
  }

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
    if (current && current.id) {
      navigator.sendBeacon(`pengine/destroy_all?ids=${encodeURIComponent(current.id)}`);
    }
  });
  setBusy(false, false);
}());
