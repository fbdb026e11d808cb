/** @jsxImportSource preact */
// Quiz.jsx — predict, then reveal: questions generated from the scene
// (lib/quiz.js) plus the lesson's own, answered by clicking chips; Reveal
// marks each answer right or wrong with the reason. Chips are buttons
// (Tab, Space/Enter). A teacher can share the program as a quiz link.
// In quiz mode the other views are locked (QuizLock) until the reader reveals
// every answer here (one by one or with Reveal all).
import { useEffect, useMemo, useState } from 'preact/hooks';
import { quizFromScene, grade } from '../lib/quiz.js';

const txt = (x, t, lang) => (x == null ? '' : typeof x === 'string' ? x : x.text ? (x.text[lang] || x.text.en) : t(x.key, x.params));

function Item({ item, t, lang, picked, revealed, onPick, onReveal, onAgain }) {
  const g = revealed ? grade(item, picked) : null;
  return (
    <li class={`quiz-item${revealed ? ' revealed' : ''}`} data-item={item.id} data-kind={item.kind} data-score={g ? (g.score ? 'right' : 'wrong') : ''}>
      <p class="q">{item.lesson && <span class="tag">{t('quiz.lesson')}</span>} {txt(item.q, t, lang)}</p>
      <ul class="quiz-choices" role="group" aria-label={txt(item.q, t, lang)}>
        {item.choices.map((c, j) => {
          const on = picked.includes(c.id);
          const mark = g && g.marks[j];
          const state = !g ? '' : mark.right === true ? 'right' : mark.right === false ? 'wrong' : c.correct ? 'answer' : '';
          return (
            <li key={c.id}>
              <button type="button" class={`qchip${on ? ' on' : ''}${state ? ` ${state}` : ''}`} aria-pressed={on ? 'true' : 'false'} data-choice={c.id}
                data-mark={state} disabled={revealed} onClick={() => onPick(c.id)}>
                {txt(c.label, t, lang)}
                {g && item.kind === 'multi' && <small> · {c.correct ? t('quiz.seen') : t('quiz.notSeen')}</small>}
                {g && (state === 'right' || state === 'wrong') && <b class="mk"> {state === 'right' ? `✓ ${t('quiz.right')}` : `✗ ${t('quiz.wrong')}`}</b>}
              </button>
              {g && (item.kind === 'multi' || c.correct || on) && <span class="why" data-why={c.id}>{txt(c.why, t, lang)}</span>}
            </li>
          );
        })}
      </ul>
      {!revealed ? <button type="button" class="small" data-action="reveal" onClick={onReveal}>{t('quiz.reveal')}</button>
        : <button type="button" class="secondary small" data-action="again" onClick={onAgain}>{t('quiz.again')}</button>}
    </li>
  );
}

// The lock of the other views lives apart (QuizLock.jsx): the page needs it at
// start (a quiz link), this view only when it is opened.
export { LOCKED_VIEWS, LockIcon, QuizLock } from './QuizLock.jsx';

export function Quiz({ scene, t, lang, extra, quizMode, revealed, onRevealed, onShare, readOnly }) {
  const items = useMemo(() => [...(extra || []).map((x) => ({ ...x, lesson: true })), ...quizFromScene(scene)], [scene, extra]);
  const all = () => Object.fromEntries(items.map((it) => [it.id, true]));
  const [picks, setPicks] = useState({});
  const [shown, setShown] = useState(() => (revealed ? all() : {}));
  useEffect(() => { setPicks({}); setShown(revealed ? all() : {}); }, [scene]);
  useEffect(() => { if (revealed) setShown(all()); }, [revealed]);
  // every answer revealed here: the quiz is over, the other views open
  useEffect(() => { if (quizMode && !revealed && items.length && items.every((it) => shown[it.id]) && onRevealed) onRevealed(); }, [shown, items]);
  if (!items.length) return <p class="empty">{t('quiz.empty')}</p>;
  const pick = (it, id) => setPicks((p) => {
    const cur = p[it.id] || [];
    const next = it.kind === 'single' ? [id] : cur.includes(id) ? cur.filter((x) => x !== id) : [...cur, id];
    return { ...p, [it.id]: next };
  });
  const done = items.filter((it) => shown[it.id]);
  const right = done.filter((it) => grade(it, picks[it.id]).score).length;
  return (
    <div class="quiz" role="region" aria-label={t('quiz.label')}>
      {quizMode && (
        <p class={`note quiz-mode${revealed ? ' done' : ''}`} role="status" data-revealed={revealed ? 'true' : 'false'}>
          {t(revealed ? 'quiz.unlocked' : 'quiz.mode')}
          {!revealed && onRevealed && <> <button type="button" class="secondary small" data-action="reveal-all" onClick={onRevealed}>{t('quiz.revealAll')}</button></>}
        </p>
      )}
      <p class="muted">{t('quiz.intro')}</p>
      {!readOnly && onShare && <p><button type="button" class="secondary small" data-action="share-quiz" onClick={onShare}>{t('quiz.share')}</button></p>}
      <ol class="quiz-items">
        {items.map((it) => (
          <Item key={it.id} item={it} t={t} lang={lang} picked={picks[it.id] || []} revealed={!!shown[it.id]}
            onPick={(id) => pick(it, id)} onReveal={() => setShown((s) => ({ ...s, [it.id]: true }))}
            onAgain={() => { setShown((s) => ({ ...s, [it.id]: false })); setPicks((p) => ({ ...p, [it.id]: [] })); }} />
        ))}
      </ol>
      {done.length > 0 && <p class="quiz-score" role="status">{t('quiz.score', { right, n: done.length })}</p>}
    </div>
  );
}
