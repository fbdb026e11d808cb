/** @jsxImportSource preact */
import { render } from 'preact';
import { App } from './App.jsx';
import { createStore, initialState } from './store.js';
import { detectLang } from './lib/i18n.js';
import { loadDraft } from './lib/draft.js';
import { parseFragment, embedOptions, linkIntent } from './lib/share.js';
import { FIRST_LESSON_CODE } from './lessons/first.js';

let storage = null;
try { storage = window.localStorage; } catch { storage = null; }
const frag = parseFragment(location.hash);
const embed = embedOptions(frag);
const intent = linkIntent(frag);
const lang = detectLang(storage, navigator.language);
// An embed never reads or writes the reader's draft.
const draft = embed ? null : storage && loadDraft(storage);
const store = createStore(initialState({
  lang,
  embed,
  source: draft ?? (embed ? '' : FIRST_LESSON_CODE),
  view: intent.view || (embed ? (embed.panels.find((p) => p !== 'code' && p !== 'console') || 'tree') : 'tree'),
}));
document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
if (embed) document.documentElement.classList.add('embed');
render(<App store={store} storage={storage} frag={frag} intent={intent} hadDraft={draft !== null && draft !== undefined} />, document.getElementById('app'));
