// A lesson's page (/lesson/NAME) and the list of lessons (/lessons).
// The lesson comes from GET /api/lesson as JSON; its example queries and
// its exercises' checks run in the Prolog console (POST /api/console/ask,
// library(damas/web/console)), whose answers appear under them.  Boards
// are SVG drawn by the server; every text of the lesson or of an answer
// is put in the page as text, never as markup.
'use strict';

(function () {
  const main = document.getElementById('lesson');
  const state = { busy: 0, answers: 0, checks: 0 };
  window.damasLesson = state;

  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (key === 'class') node.className = value;
      else if (key === 'text') node.textContent = value;
      else node.setAttribute(key, value);
    }
    for (const child of children) if (child) node.append(child);
    return node;
  }

  // "Markdown-ish": paragraphs apart by an empty line, `- ` lists,
  // `code` and **bold**, built as nodes from the text.
  function inline(text) {
    const parts = [];
    const pattern = /(`[^`]+`|\*\*[^*]+\*\*)/g;
    let last = 0;
    for (const match of text.matchAll(pattern)) {
      if (match.index > last) parts.push(document.createTextNode(text.slice(last, match.index)));
      const token = match[0];
      parts.push(token.startsWith('`') ? el('code', { text: token.slice(1, -1) })
                                       : el('strong', { text: token.slice(2, -2) }));
      last = match.index + token.length;
    }
    if (last < text.length) parts.push(document.createTextNode(text.slice(last)));
    return parts;
  }

  function prose(text) {
    const nodes = [];
    for (const block of text.split(/\n\s*\n/)) {
      const lines = block.split('\n').filter((l) => l.trim() !== '');
      if (lines.length === 0) continue;
      if (lines.every((l) => l.trim().startsWith('- '))) {
        nodes.push(el('ul', {}, ...lines.map((l) => el('li', {}, ...inline(l.trim().slice(2))))));
      } else {
        nodes.push(el('p', {}, ...inline(lines.join(' '))));
      }
    }
    return nodes;
  }

  function svgNode(svg) {
    const holder = document.createElement('div');
    holder.innerHTML = svg;          // drawn by the server from a FEN
    return holder.firstElementChild;
  }

  function figure(svg, caption) {
    return el('figure', { class: 'lesson-board' }, svgNode(svg),
              caption ? el('figcaption', { text: caption }) : null);
  }

  async function post(path, body) {
    const response = await fetch(path, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
    });
    const reply = await response.json();
    if (!response.ok) return { event: 'error', message: reply.error || 'The server refused the request.' };
    return reply;
  }

  const newId = () => 'lesson-' + Math.random().toString(36).slice(2) + Date.now().toString(36);

  // The queries that wait for Next, each with what ends it: a new query
  // ends them first, so that a student's forgotten queries do not hold
  // the console's places (a client has a few).
  const waiting = new Map();

  async function endWaiting() {
    const ends = [...waiting.values()];
    waiting.clear();
    await Promise.all(ends.map((end) => end()));
  }

  // A query line: its text (the student may change it), Run, and its
  // answers; Next and Stop while it has more.  program() is the program
  // it runs with, fen and variant the board its shown(P) is.
  function queryLine(query, fen, variant, program) {
    const input = el('input', { class: 'lesson-query', value: query, 'aria-label': 'Query', spellcheck: 'false' });
    const run = el('button', { text: 'Run' });
    const next = el('button', { class: 'secondary', text: 'Next', hidden: '' });
    const stop = el('button', { class: 'secondary', text: 'Stop', hidden: '' });
    const answers = el('div', { class: 'answers' });
    let id = null;
    const end = async () => {
      setMore(false);
      await post('/api/console/stop', { id }).catch(() => {});
    };
    const setMore = (more) => {
      next.hidden = !more; stop.hidden = !more;
      if (more) waiting.set(id, end); else waiting.delete(id);
    };
    async function show(ask) {
      state.busy++;
      run.disabled = true; next.disabled = true;
      try {
        const event = await ask();
        answers.append(...answerNodes(event));
        setMore(event.event === 'success' && event.more);
      } catch (e) {
        answers.append(el('div', { class: 'error', text: 'The server could not be reached.' }));
        setMore(false);
      } finally {
        run.disabled = false; next.disabled = false;
        state.answers++;
        state.busy--;
      }
    }
    run.addEventListener('click', () => show(async () => {
      await endWaiting();
      answers.replaceChildren();
      id = newId();
      return post('/api/console/ask', { query: input.value, program: program(), variant, fen, id });
    }));
    input.addEventListener('keydown', (e) => { if (e.key === 'Enter' && !run.disabled) run.click(); });
    next.addEventListener('click', () => show(() => post('/api/console/next', { id })));
    stop.addEventListener('click', end);
    const node = el('div', { class: 'query-line' },
                    el('div', { class: 'lesson-run-line' }, el('span', { text: '?-' }), input, run, next, stop),
                    answers);
    return { node, input };
  }

  function queryCard(item, lesson) {
    const line = queryLine(item.query, item.fen || '', item.variant || lesson.variant, () => '');
    return el('section', { class: 'lesson-card query-card' },
              item.caption ? el('p', { class: 'caption', text: item.caption }) : null,
              line.node);
  }

  function answerNodes(event) {
    const nodes = [];
    if (event.output) nodes.push(el('div', { class: 'output', text: event.output }));
    if (event.event === 'success') {
      nodes.push(el('div', { class: 'answer', text: event.text + (event.more ? ' ;' : '.') }));
      for (const position of event.positions || []) {
        if (position.svg) {
          nodes.push(el('figure', {}, svgNode(position.svg), el('figcaption', { text: position.name })));
        }
      }
    } else if (event.event === 'failure') {
      nodes.push(el('div', { class: 'false', text: 'false.' }));
    } else if (event.event === 'error') {
      nodes.push(el('div', { class: 'error', text: event.message }));
    } else if (event.event === 'stopped') {
      nodes.push(el('div', { class: 'false', text: 'Stopped.' }));
    }
    return nodes;
  }

  // One exercise: the statement, the student's program (kept in the
  // browser across reloads), Check and its verdict.
  function exerciseCard(item, lesson) {
    const key = `damas-lesson:${lesson.name}:${item.id}`;
    const program = el('textarea', { spellcheck: 'false', 'aria-label': `Your ${item.predicate}` });
    program.value = localStorage.getItem(key) ?? item.starter;
    program.addEventListener('input', () => localStorage.setItem(key, program.value));
    const check = el('button', { text: 'Check' });
    const reset = el('button', { class: 'secondary', text: 'Start again' });
    const verdict = el('div', { class: 'verdict-area', 'aria-live': 'polite' });
    const [name, arity] = item.predicate.split('/');
    const tryLine = queryLine(`shown(P), ${name}(P, ${arity === '3' ? 'S, ' : ''}R)`,
                              item.fen || '', item.board_variant || item.variant, () => program.value);
    reset.addEventListener('click', () => {
      program.value = item.starter;
      localStorage.removeItem(key);
      verdict.replaceChildren();
    });
    check.addEventListener('click', async () => {
      state.busy++;
      check.disabled = true;
      verdict.replaceChildren(el('div', { class: 'verdict', text: `Checking on ${item.positions} positions…` }));
      try {
        const event = await post('/api/console/ask', { lesson: lesson.name, exercise: item.id,
                                                       program: program.value, id: newId() });
        verdict.replaceChildren(verdictNode(event, item));
        // The call that differs, ready to run on its position.
        const c = event.check;
        if (c && c.verdict === 'differs') {
          tryLine.input.value = `P = fen(${c.variant}, "${c.fen}"), ${c.call}`;
        }
      } catch (e) {
        verdict.replaceChildren(el('div', { class: 'verdict error', text: 'The server could not be reached.' }));
      } finally {
        check.disabled = false;
        state.checks++;
        state.busy--;
      }
    });
    return el('section', { class: 'lesson-card exercise', 'data-exercise': item.id },
              el('h3', { text: `Exercise: write ${item.predicate}` }),
              el('p', {}, ...inline(item.statement)),
              program,
              el('div', { class: 'buttons' }, check, reset,
                 el('span', { class: 'how', text: `Compared with ${item.reference} on ${item.positions} positions of random games.` })),
              verdict,
              el('p', { class: 'how', text: 'Try your program: a query on the board above (after a check, on the position where it differs).' }),
              tryLine.node);
  }

  function verdictNode(event, item) {
    const output = event.output ? el('div', { class: 'answers' }, el('div', { class: 'output', text: event.output })) : null;
    if (event.event === 'success' && event.check) {
      const c = event.check;
      if (c.verdict === 'passed') {
        return el('div', { class: 'verdict passed' },
                  `Passed: your ${item.predicate} agrees with ${item.reference} on all ${c.count} positions.`, output);
      }
      const board = c.svg ? el('figure', {}, svgNode(c.svg)) : null;
      return el('div', { class: 'verdict differs' },
                el('div', { text: `Not yet: at position ${c.index} of ${item.positions} your ${item.predicate} answers otherwise.` }),
                el('div', { class: 'detail' }, board,
                   el('dl', {}, el('dt', { text: 'The call' }), el('dd', { text: c.call }),
                      el('dt', { text: 'Yours' }), el('dd', { text: c.yours }),
                      el('dt', { text: 'Expected' }), el('dd', { text: c.expected }),
                      el('dt', { text: 'The position P' }), el('dd', { text: `fen(${c.variant}, "${c.fen}")` }))),
                output);
    }
    const message = event.event === 'error' ? event.message
      : event.event === 'failure' ? 'The check failed: is your predicate defined?' : 'The check was stopped.';
    return el('div', { class: 'verdict error', text: message }, output);
  }

  // Each section is a block: its text, queries and exercises on the
  // left, its boards on the right (below one another on a phone).
  function showLesson(lesson) {
    document.title = `${lesson.title} — damas`;
    const sections = [];
    let text = null;
    let boards = null;
    const start = (title) => {
      text = el('div', { class: 'section-text' }, title ? el('h2', { text: title }) : null);
      boards = el('div', { class: 'section-boards' });
      sections.push(el('section', { class: 'lesson-section' }, text, boards));
    };
    for (const item of lesson.items) {
      if (item.kind === 'section') start(item.title);
      else if (!text) start('');
      if (item.kind === 'section') text.append(...prose(item.text));
      else if (item.kind === 'board') boards.append(figure(item.svg, item.caption));
      else if (item.kind === 'query') text.append(queryCard(item, lesson));
      else if (item.kind === 'exercise') text.append(exerciseCard(item, lesson));
    }
    for (const section of sections) {
      if (section.lastChild.childElementCount === 0) section.classList.add('no-boards');
    }
    main.replaceChildren(el('h1', { text: lesson.title }),
                         lesson.summary ? el('p', { class: 'lesson-summary', text: lesson.summary }) : null,
                         ...sections);
    state.lesson = lesson.name;
  }

  function showList(lessons) {
    document.title = 'Lessons — damas';
    const list = el('ul', { class: 'lesson-list' },
      ...lessons.map((l) => el('li', {}, el('a', { href: `/lesson/${encodeURIComponent(l.name)}` },
        el('strong', { text: l.title }), el('span', { text: l.summary }),
        el('span', { text: ` (${l.exercises} exercise${l.exercises === 1 ? '' : 's'})` })))));
    main.replaceChildren(el('h1', { text: 'Lessons' }),
                         el('p', { class: 'lesson-summary', text: 'Read, run the example queries, and write the exercises: each is checked against the engine.' }),
                         list);
    state.lesson = '';
  }

  async function load() {
    const match = location.pathname.match(/^\/lesson\/([a-z0-9_]+)$/);
    const response = await fetch(match ? `/api/lesson?name=${match[1]}` : '/api/lessons');
    const reply = await response.json();
    if (!response.ok) {
      main.replaceChildren(el('p', { class: 'error', text: reply.error }));
      return;
    }
    if (match) showLesson(reply); else showList(reply.lessons);
  }

  load().catch(() => main.replaceChildren(el('p', { text: 'The lesson could not be loaded.' })));
})();
