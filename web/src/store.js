// store.js — the page's one store. State changes only through reduce();
// components read the state and dispatch actions (data flows one way).
import { useEffect, useState } from 'preact/hooks';
import { isScene, neutralizeScene } from './lib/scene.js';

export const VIEWS = ['tree', 'table', 'training', 'hooks', 'findings', 'replay', 'quiz', 'compare', 'lessons'];

export function initialState(over = {}) {
  return {
    lang: 'en',
    source: '',              // the program: follows the editor ('edit'); 'source' loads a new one
    sourceRev: 0,            // bumped by every load from outside the editor
    ranSource: null,         // the source of the last run: what everything shown belongs to
    engine: { state: 'loading', detail: null },
    running: false,
    runId: 0,
    chunks: [],              // [{stream, text}] console output in order
    scene: null,             // last scene (or null)
    sceneNote: null,         // null | 'none' (this engine records no scenes) | 'lost' (it gave none for
                             // this run) | 'ended' (the run crashed the engine: sceneEnded says how)
    sceneEnded: null,        // null | 'recursion' | 'memory' | 'trap'
    errorLine: null,
    view: 'tree',
    selected: null,          // attr key "m1:name" or ref "t3"/"m2"
    collapsed: [],           // tree node ids
    step: 0,
    playing: false,
    message: null,           // {kind:'error'|'info', key, params}
    draftError: null,        // null | 'quota' | 'unavailable'
    pending: null,           // {kind:'share'|'lesson', code, ...} awaiting the reader's answer
    embed: null,             // embed options or null
    shareUrl: null,
    compare: initialCompare(),  // the Compare view: its own two runs (compare-runner.js), never the lab's
    ...over,
  };
}

// mode: what program B is ('fix': A after every applicable fix; 'text': the
// second buffer `other`; 'link': the share link `link`). sourceA/sourceB: the
// programs the results belong to; a/b: {source, state, scene, out, error}.
export function initialCompare() {
  return { mode: 'fix', ranMode: null, fixes: null, other: '', link: '', running: false, error: null, sourceA: null, sourceB: null, a: null, b: null };
}

// Everything shown (console, scene, findings) belongs to the last run; after
// an edit it is stale until the next run.
export function isStale(state) {
  return !state.running && state.ranSource !== null && state.source !== state.ranSource;
}

export function reduce(state, a) {
  switch (a.type) {
    case 'lang': return { ...state, lang: a.lang };
    case 'source': return { ...state, source: a.source, sourceRev: state.sourceRev + 1 };
    case 'edit': return a.source === state.source ? state : { ...state, source: a.source };
    case 'engine': return { ...state, engine: { state: a.state, detail: a.detail ?? null, scenes: a.scenes ?? state.engine.scenes ?? null } };
    case 'run:start': return { ...state, running: true, runId: state.runId + 1, ranSource: state.source, chunks: [], errorLine: null, message: null, playing: false };
    case 'out': {
      const c = state.chunks;
      const last = c[c.length - 1];
      // merge consecutive text of the same stream (keeps the DOM small)
      if (last && last.stream === a.stream && last.text.length < 4096) return { ...state, chunks: [...c.slice(0, -1), { stream: a.stream, text: last.text + a.text }] };
      return { ...state, chunks: [...c, { stream: a.stream, text: a.text }] };
    }
    case 'run:done': {
      const scene = isScene(a.scene) ? neutralizeScene(a.scene) : null;
      const steps = scene ? scene.steps.length : 0;
      const extra = [];
      if (a.stopped) extra.push({ stream: 2, text: '\n' + a.stoppedText + '\n' });
      if (a.crash) extra.push({ stream: 2, text: '\n' + a.crashText + '\n' });
      return {
        ...state, running: false,
        chunks: [...state.chunks, ...extra],
        scene: a.stopped || a.crash ? null : scene,
        sceneNote: a.stopped || a.crash || scene ? null : a.ended ? 'ended' : state.engine.scenes === false ? 'none' : 'lost',
        sceneEnded: scene ? null : a.ended || null,
        errorLine: a.errorLine ?? null,
        selected: scene && state.selected && state.scene ? state.selected : null,
        step: scene ? Math.min(Math.max(0, state.embed ? state.embed.step : state.step), Math.max(0, steps - 1)) : 0,
        playing: !!(scene && steps > 1 && state.embed && state.embed.autoplay),
      };
    }
    case 'view': return { ...state, view: a.view };
    case 'select': return { ...state, selected: a.key };
    case 'toggle': {
      const has = state.collapsed.includes(a.id);
      return { ...state, collapsed: has ? state.collapsed.filter((x) => x !== a.id) : [...state.collapsed, a.id] };
    }
    case 'step': {
      const n = state.scene ? state.scene.steps.length : 0;
      return { ...state, step: Math.max(0, Math.min(n - 1, a.step)) };
    }
    case 'play': return { ...state, playing: a.playing };
    case 'tick': {
      const n = state.scene ? state.scene.steps.length : 0;
      if (!state.playing || n === 0) return state;
      const next = state.step + 1;
      return next >= n ? { ...state, playing: false } : { ...state, step: next };
    }
    case 'message': return { ...state, message: a.message };
    case 'draftError': return { ...state, draftError: a.error };
    case 'pending': return { ...state, pending: a.pending };
    case 'share': return { ...state, shareUrl: a.url };
    case 'compare': return { ...state, compare: { ...state.compare, ...a.patch } };
    default: return state;
  }
}

// A minimal store: getState / dispatch / subscribe.
export function createStore(init) {
  let state = init;
  const subs = new Set();
  return {
    getState: () => state,
    dispatch(action) {
      const next = reduce(state, action);
      if (next !== state) { state = next; for (const f of subs) f(state); }
    },
    subscribe(f) { subs.add(f); return () => subs.delete(f); },
  };
}

export function useStore(store) {
  const [s, set] = useState(store.getState());
  useEffect(() => store.subscribe(set), [store]);
  return s;
}
