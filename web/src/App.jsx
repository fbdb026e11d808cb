/** @jsxImportSource preact */
// App.jsx — the lab: editor, Run/Stop, console, and the views of the scene.
// All state lives in one store (store.js); this file wires the engine, the
// draft, share links and embeds to it.
import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { memo } from './lib/memo.js';
import { Editor } from './components/Editor.jsx';
import { Console } from './components/Console.jsx';
import { ModuleTree, Legend } from './components/ModuleTree.jsx';
import { DetailsPanel } from './components/DetailsPanel.jsx';
import { ShareDialog } from './components/ShareDialog.jsx';
import { Counts } from './components/Counts.jsx';
import { QuizLock, LockIcon, LOCKED_VIEWS } from './components/QuizLock.jsx';
import { createCompareRunner } from './compare-runner.js';
import { once, Lazy } from './lazy.jsx';
import { createEngineClient } from './engine-client.js';
import { useStore, isStale } from './store.js';
import { translate, rememberLang } from './lib/i18n.js';
import { saveDraft } from './lib/draft.js';
import { buildTree, errorLine, findAttr } from './lib/scene.js';
import { encodeShare, decodeShare, buildFragment, MAX_DECOMPRESSED, parseFragment, linkIntent, shareState, shareFlags, embedUrl, embedSnippet } from './lib/share.js';
import { version as APP_VERSION } from '../../package.json';

const TABS = ['tree', 'table', 'training', 'hooks', 'findings', 'replay', 'quiz', 'compare', 'lessons'];
// The views depend on the scene, not on the text being typed: memoised, an
// edit re-renders the editor only (typing stays fast next to a big tree).
const MTree = memo(ModuleTree);
const MLegend = memo(Legend);
const MCounts = memo(Counts);

// Every view but the tree is a chunk of its own, fetched when it is first
// opened (lazy.jsx); the lessons' texts and programs are one more, shared by
// the Lessons, Replay and Quiz views.
const loadLessons = once(() => import('./lessons/index.js'));
const lessonOf = (ls, src) => ls.find((x) => x.code === src) || null;
const lazyView = {
  table: once(() => import('./components/WhoSees.jsx').then((m) => ({ View: memo(m.WhoSees) }))),
  training: once(() => import('./components/Training.jsx').then((m) => ({ View: memo(m.Training) }))),
  hooks: once(() => import('./components/Hooks.jsx').then((m) => ({ View: memo(m.Hooks) }))),
  findings: once(() => import('./components/Findings.jsx').then((m) => ({ View: m.Findings }))),
  compare: once(() => import('./components/Compare.jsx').then((m) => ({ View: m.Compare }))),
  lessons: once(() => Promise.all([import('./components/Lessons.jsx'), loadLessons()]).then(([m]) => ({ View: m.Lessons }))),
  replay: once(() => Promise.all([import('./components/Replay.jsx'), loadLessons()]).then(([m, l]) => ({ View: m.Replay, lessons: l.lessons }))),
  quiz: once(() => Promise.all([import('./components/Quiz.jsx'), loadLessons()]).then(([m, l]) => ({ View: m.Quiz, lessons: l.lessons }))),
};

export function App({ store, storage, frag, intent = linkIntent(frag), hadDraft }) {
  const s = useStore(store);
  const { dispatch } = store;
  const t = useMemo(() => (k, p) => translate(s.lang, k, p), [s.lang]);
  const stale = isStale(s);
  const [jump, setJump] = useState(null);
  const [snippet, setSnippet] = useState('');
  const embed = s.embed;
  const wantRun = useRef(false);
  const tabRefs = useRef({});
  const restore = useRef(null);     // {view, step, sel} of a share link, applied when its run is done
  const [replayLine, setReplayLine] = useState(0);
  // Quiz mode (a quiz link, a lesson's Quiz button): until the reader reveals,
  // every view that would give the answers away is locked (QuizLock).
  const [quizMode, setQuizMode] = useState(intent.quiz);
  const [quizRevealed, setQuizRevealed] = useState(false);
  const locked = quizMode && !quizRevealed;
  const startQuiz = () => { setQuizMode(true); setQuizRevealed(false); };

  const client = useMemo(() => createEngineClient({
    onStatus: (state, detail, scenes) => {
      dispatch({ type: 'engine', state, detail, scenes });
      if (state === 'ready' && wantRun.current) { wantRun.current = false; setTimeout(() => runNow(), 0); }
    },
    onOut: (stream, text) => dispatch({ type: 'out', stream, text }),
    onDone: ({ scene, stopped, crash, ended }) => {
      const st = store.getState();
      const stderr = st.chunks.filter((c) => c.stream === 2).map((c) => c.text).join('');
      const tr = (k, p) => translate(st.lang, k, p);
      dispatch({ type: 'run:done', scene, stopped, crash, ended, stoppedText: tr('console.stopped'), crashText: tr('console.crash', { msg: crash }),
        errorLine: stopped ? null : errorLine(scene, stderr, 'main.py') });
      applyRestore();
    },
  }), []);
  // Compare runs in an engine of its own (started on first use): the lab's run stays as it is.
  const compareRunner = useMemo(() => createCompareRunner({ onUpdate: (patch) => dispatch({ type: 'compare', patch }) }), []);

  function runNow() {
    const st = store.getState();
    if (st.engine.state !== 'ready') { wantRun.current = true; return; }
    if (!st.embed && storage) persist(st.source);
    dispatch({ type: 'run:start' });
    client.run(st.source, { filename: 'main.py' });
  }
  // A share link lands on the view, step and selection it was made on.
  function applyRestore() {
    const r = restore.current;
    restore.current = null;
    const sc = store.getState().scene;
    if (!r || !sc) return;
    if (r.view) dispatch({ type: 'view', view: r.view });
    if (r.step && !store.getState().embed) dispatch({ type: 'step', step: r.step });
    if (r.sel && (findAttr(sc, r.sel) || sc.modules[r.sel] || sc.tensors[r.sel])) dispatch({ type: 'select', key: r.sel });
    // stacked panels (narrow screens): the reader came for the result, show it
    if (!store.getState().embed && window.matchMedia('(max-width: 900px)').matches) {
      requestAnimationFrame(() => { const el = document.getElementById('results'); if (el) el.scrollIntoView({ block: 'start' }); });
    }
  }
  function persist(text) {
    if (!storage) { dispatch({ type: 'draftError', error: 'unavailable' }); return; }
    const r = saveDraft(storage, text);
    dispatch({ type: 'draftError', error: r.ok ? null : r.error });
  }

  // Autosave the draft (debounced), never in an embed or while a share link awaits an answer.
  useEffect(() => {
    if (embed || s.pending) return undefined;
    const id = setTimeout(() => persist(s.source), 400);
    return () => clearTimeout(id);
  }, [s.source, s.pending]);

  // Open a share link from the fragment (on load and when the fragment changes).
  async function openFragment(f, it = linkIntent(f)) {
    if (!f.s) { if (embed && !f.s) dispatch({ type: 'message', message: { kind: 'error', key: 'share.err.empty' } }); return; }
    const r = await decodeShare(f.s);
    if (!r.ok) {
      dispatch({ type: 'message', message: { kind: 'error', key: `share.err.${r.error}`, params: { kb: MAX_DECOMPRESSED / 1024, version: r.version ?? '?' } } });
      return;
    }
    const { code, engine: ev } = r.payload;
    const want = shareState(r.payload.flags, f);
    const cur = store.getState();
    if (it.quiz) { startQuiz(); want.view = 'quiz'; want.run = true; }
    if (cur.embed || !hadDraft || cur.source === code) openShared(code, want);
    else dispatch({ type: 'pending', pending: { kind: 'share', code, engine: ev, want } });
  }
  // Load a shared program; run it when the link was made from a run (and
  // always in an embed), then land on the link's view, step and selection.
  function openShared(code, want) {
    const cur = store.getState();
    dispatch({ type: 'source', source: code });
    if (want.view && !cur.embed) dispatch({ type: 'view', view: want.view });
    if (cur.embed || want.run) { restore.current = cur.embed ? { sel: want.sel } : want; runNow(); }
  }
  useEffect(() => {
    openFragment(frag, intent);
    const onHash = () => openFragment(parseFragment(location.hash));
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  // Playback of the training steps.
  useEffect(() => {
    if (!s.playing) return undefined;
    const id = setInterval(() => dispatch({ type: 'tick' }), 700);
    return () => clearInterval(id);
  }, [s.playing]);

  const setLang = (lang) => {
    dispatch({ type: 'lang', lang });
    if (storage) rememberLang(storage, lang);
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  };
  const goLine = useCallback((line) => setJump({ line, n: Date.now() + Math.random() }), []);
  // Apply fix changes the code, so every result shown is outdated: run again.
  const applyFixResult = (fix) => { dispatch({ type: 'source', source: fix.source }); goLine(fix.line); runNow(); };

  const share = async () => {
    const flags = shareFlags({ view: s.view, step: s.step, selected: s.selected, ran: s.runId > 0 && !!s.scene });
    const payload = await encodeShare({ code: s.source, engine: (s.scene && s.scene.engine) || APP_VERSION, flags });
    const page = `${location.origin}${location.pathname}`;
    setSnippet(embedSnippet(embedUrl(page, payload, { view: s.view, step: s.step }), { title: t('share.embedFrameTitle') }));
    dispatch({ type: 'share', url: `${page}${buildFragment({ s: payload })}` });
  };
  // Called from the Lessons view only, so the lessons' chunk is there.
  const loadLesson = (l) => {
    const known = (loadLessons.value ? loadLessons.value.lessons : []).some((x) => x.code === s.source) || !s.source.trim();
    // another program: a quiz it was not opened as has nothing to hide
    if (known) { setQuizMode(false); dispatch({ type: 'source', source: l.code }); dispatch({ type: 'view', view: 'tree' }); }
    else dispatch({ type: 'pending', pending: { kind: 'lesson', code: l.code } });
  };
  const acceptPending = () => {
    const p = s.pending;
    dispatch({ type: 'pending', pending: null });
    if (p.kind === 'share' && p.want) openShared(p.code, p.want);
    else { setQuizMode(false); dispatch({ type: 'source', source: p.code }); }
  };
  // A share link against the draft: the Compare view runs both, the editor keeps the draft.
  const compareShared = () => {
    const p = s.pending;
    dispatch({ type: 'pending', pending: null });
    dispatch({ type: 'compare', patch: { mode: 'text', ranMode: 'link', other: p.code } });
    dispatch({ type: 'view', view: 'compare' });
    compareRunner.run(s.source, p.code);
  };
  // A link that opens this program as a quiz (the answers stay hidden until revealed).
  const shareQuiz = async () => {
    const payload = await encodeShare({ code: s.ranSource ?? s.source, engine: (s.scene && s.scene.engine) || APP_VERSION, flags: { view: 'quiz' } });
    const page = `${location.origin}${location.pathname}`;
    setSnippet(embedSnippet(embedUrl(page, payload, { view: 'quiz' }), { title: t('share.embedFrameTitle') }));
    dispatch({ type: 'share', url: `${page}${buildFragment({ s: payload, quiz: true })}` });
  };
  // Lessons: Replay / Quiz load the program, switch the view and run it.
  const openLessonIn = (l, view) => {
    if (s.source !== l.code) { loadLesson(l); if (store.getState().pending) return; }
    if (view === 'quiz') startQuiz(); else setQuizMode(false);
    dispatch({ type: 'view', view });
    runNow();
  };
  const lessonSrc = s.ranSource ?? s.source;

  const fullLabUrl = useMemo(() => {
    if (!embed) return null;
    return `${location.pathname}${buildFragment({ s: frag.s, view: s.view, step: s.step || undefined, sel: s.selected || undefined, run: s.runId > 0 ? '1' : undefined })}`;
  }, [embed, s.view, s.step, s.selected, s.runId]);

  const roots = useMemo(() => (s.scene ? buildTree(s.scene) : []), [s.scene]);
  const show = (p) => !embed || embed.panels.includes(p);
  const tabs = TABS.filter((v) => (embed ? embed.panels.includes(v) : true));
  const onTabKey = (ev, i) => {
    const d = ev.key === 'ArrowRight' ? 1 : ev.key === 'ArrowLeft' ? -1 : 0;
    if (!d) return;
    ev.preventDefault();
    const v = tabs[(i + d + tabs.length) % tabs.length];
    dispatch({ type: 'view', view: v });
    const el = tabRefs.current[v];
    if (el) el.focus();
  };

  const status = s.scene && s.scene.status;
  const why = status && (status.limit ? t(`scene.limit.${status.limit}`) : status.error ? t('scene.error', { type: status.error.type, line: status.error.line ?? '?' }) : null);

  return (
    <div class={`lab${embed ? ' is-embed' : ''}`}>
      <a class="skip" href="#results">{t('app.skip')}</a>
      <header>
        <h1>nnscope</h1>
        {!embed && <span class="tag">{t('app.tagline')}</span>}
        <span class="engine" data-state={s.engine.state} role="status">{t(`engine.${s.engine.state}`) || s.engine.state}{s.engine.state === 'error' && s.engine.detail ? ` (${s.engine.detail})` : ''}</span>
        {embed
          ? <a class="btn secondary" href={fullLabUrl} target="_blank" rel="noopener">{t('btn.openFull')}</a>
          : <button type="button" class="secondary" onClick={share}>{t('btn.share')}</button>}
        <button type="button" class="secondary lang" onClick={() => setLang(s.lang === 'zh' ? 'en' : 'zh')} aria-label={t('lang.switchLabel')} lang={s.lang === 'zh' ? 'en' : 'zh'}>{t('lang.switch')}</button>
      </header>

      {s.message && <div class={`banner ${s.message.kind}`} role="alert">{t(s.message.key, s.message.params)}
        <button type="button" class="secondary small" onClick={() => dispatch({ type: 'message', message: null })}>{t('btn.close')}</button></div>}
      {s.draftError && <div class="banner error" role="alert">{t(`draft.${s.draftError}`)}</div>}
      {s.pending && (
        <div class="banner info" role="alertdialog" aria-label={t(s.pending.kind === 'share' ? 'share.pending' : 'lessons.pending')}>
          <span>{t(s.pending.kind === 'share' ? 'share.pending' : 'lessons.pending')}{s.pending.engine ? ` ${t('share.engine', { engine: s.pending.engine })}` : ''}</span>
          <span class="actions">
            <button type="button" onClick={acceptPending} data-action="accept">{s.pending.kind === 'share' ? t('btn.loadShared') : t('btn.loadLesson')}</button>
            <button type="button" class="secondary" onClick={() => dispatch({ type: 'pending', pending: null })} data-action="keep">{t('btn.keepDraft')}</button>
            {s.pending.kind === 'share' && <button type="button" class="secondary" onClick={compareShared} data-action="compare">{t('cmp.withDraft')}</button>}
          </span>
        </div>
      )}
      {s.shareUrl && <ShareDialog url={s.shareUrl} snippet={snippet} t={t} onClose={() => dispatch({ type: 'share', url: null })} />}

      <main>
        {(show('code') || show('console')) && (
          <div class="col left">
            {show('code') && (
              <section class="pane code" aria-label={t('editor.label')}>
                <div class="toolbar">
                  <button type="button" onClick={runNow} disabled={s.engine.state !== 'ready' || s.running} title={t('btn.runTitle')} class="run">▶ {t('btn.run')}</button>
                  <button type="button" class="secondary stop" onClick={() => client.stop()} disabled={!s.running}>■ {t('btn.stop')}</button>
                  <span class="hint muted">Ctrl/⌘ + Enter</span>
                </div>
                <Editor value={s.source} rev={s.sourceRev} onChange={(v) => dispatch({ type: 'edit', source: v })} onRun={runNow} label={t('editor.label')}
                  errorLine={s.errorLine} jump={jump} readOnly={!!embed} readOnlyLabel={t('embed.readonly')} replayLine={s.view === 'replay' && !stale ? replayLine : 0} />
              </section>
            )}
            {show('console') && (
              <section class={`pane out${stale ? ' is-stale' : ''}`} data-stale={stale ? 'true' : 'false'}>
                <h2>{t('console.title')}{stale && <span class="stale-tag">{t('stale.tag')}</span>}</h2>
                {locked ? <p class="console quiz-locked" data-locked="console"><LockIcon /> {t('quiz.consoleLocked')}</p> : <Console chunks={s.chunks} label={t('console.label')}
                  empty={t(s.running ? 'console.running' : s.runId > 0 ? 'console.nothing' : 'console.empty')} />}
              </section>
            )}
          </div>
        )}
        {tabs.length > 0 && (
          <div class={`col right${stale ? ' is-stale' : ''}${s.scene && !locked && (s.view === 'tree' || s.view === 'table') ? ' with-details' : ''}`} id="results" tabIndex={-1} data-stale={stale ? 'true' : 'false'}>
            <section class="pane views">
              <div class="tabs" role="tablist" aria-label={t('tabs.label')}>
                {tabs.map((v, i) => (
                  <button type="button" key={v} role="tab" id={`tab-${v}`} aria-controls={`panel-${v}`} aria-selected={s.view === v ? 'true' : 'false'}
                    tabIndex={s.view === v ? 0 : -1} ref={(el) => { tabRefs.current[v] = el; }}
                    onClick={() => dispatch({ type: 'view', view: v })} onKeyDown={(e) => onTabKey(e, i)}
                    data-locked={locked && LOCKED_VIEWS.includes(v) ? 'true' : undefined}>
                    {t(`tab.${v}`)}{locked && LOCKED_VIEWS.includes(v) ? <> <LockIcon /><span class="sr-only">{t('quiz.lockedTab')}</span></> : v === 'findings' && s.scene && s.scene.findings.length ? ` (${s.scene.findings.length})` : ''}
                  </button>
                ))}
              </div>
              {stale && s.view !== 'lessons' && s.view !== 'compare' && (s.scene || s.sceneNote) && (
                <p class="stale-note" role="status">
                  <span>{t('stale.note')}</span>
                  {!embed && <button type="button" class="small" onClick={runNow} disabled={s.engine.state !== 'ready'}>▶ {t('btn.runAgain')}</button>}
                </p>
              )}
              <div class="tab-panel" role="tabpanel" id={`panel-${s.view}`} aria-labelledby={`tab-${s.view}`}>
                {s.sceneNote && s.view !== 'lessons' && s.view !== 'compare' && <p class="note" role="note" data-note={s.sceneNote}>{t(s.sceneNote === 'ended' ? `scene.ended.${s.sceneEnded}` : `scene.${s.sceneNote}`)}</p>}
                {why && s.view !== 'lessons' && s.view !== 'compare' && <p class="note warn" role="note">{t('scene.partial', { why })}</p>}
                {s.view === 'lessons' ? <Lazy load={lazyView.lessons} t={t}>{({ View }) => <View lang={s.lang} t={t} onLoad={loadLesson} onOpen={openLessonIn} />}</Lazy>
                  : locked && LOCKED_VIEWS.includes(s.view) ? <QuizLock view={s.view} t={t} onQuiz={() => dispatch({ type: 'view', view: 'quiz' })} onReveal={() => setQuizRevealed(true)} />
                  : s.view === 'compare' ? <Lazy load={lazyView.compare} t={t}>{({ View }) => <View c={s.compare} source={s.source} runner={compareRunner} dispatch={dispatch} t={t} engineReady={s.engine.state === 'ready'} />}</Lazy>
                  : !s.scene ? (s.sceneNote ? null : <p class="empty">{t('scene.empty')}</p>)
                  : s.view === 'tree' ? (roots.length ? <><MCounts scene={s.scene} roots={roots} t={t} /><MLegend t={t} /><MTree roots={roots} collapsed={s.collapsed} selected={s.selected} dispatch={dispatch} t={t} embed={!!embed} /></> : <p class="empty">{t('scene.noModules')}</p>)
                  : s.view === 'table' ? <Lazy load={lazyView.table} t={t}>{({ View }) => <View scene={s.scene} t={t} dispatch={dispatch} selected={s.selected} />}</Lazy>
                  : s.view === 'training' ? <Lazy load={lazyView.training} t={t}>{({ View }) => <View scene={s.scene} source={lessonSrc} step={s.step} playing={s.playing} dispatch={dispatch} t={t} />}</Lazy>
                  : s.view === 'hooks' ? <Lazy load={lazyView.hooks} t={t}>{({ View }) => <View scene={s.scene} t={t} onLine={goLine} />}</Lazy>
                  : s.view === 'replay' ? <Lazy load={lazyView.replay} t={t}>{({ View, lessons }) => { const l = lessonOf(lessons, lessonSrc); return <View scene={s.scene} source={lessonSrc} t={t} lang={s.lang} notes={l && l.replay} onLine={setReplayLine} />; }}</Lazy>
                  : s.view === 'quiz' ? <Lazy load={lazyView.quiz} t={t}>{({ View, lessons }) => { const l = lessonOf(lessons, lessonSrc); return <View scene={s.scene} t={t} lang={s.lang} extra={l && l.quiz} quizMode={quizMode} revealed={quizRevealed} onRevealed={() => setQuizRevealed(true)} onShare={shareQuiz} readOnly={!!embed} />; }}</Lazy>
                  : <Lazy load={lazyView.findings} t={t}>{({ View }) => <View scene={s.scene} source={s.source} stale={stale} t={t} onLine={goLine} onApply={applyFixResult} readOnly={!!embed} />}</Lazy>}
              </div>
            </section>
            {s.scene && !locked && (s.view === 'tree' || s.view === 'table') && <DetailsPanel scene={s.scene} selected={s.selected} t={t} onLine={goLine} />}
          </div>
        )}
      </main>
    </div>
  );
}
