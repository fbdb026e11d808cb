/** @jsxImportSource preact */
// Lessons.jsx — the pitfalls, each with an explanation and a program to load.
import { lessons } from '../lessons/index.js';

export function Lessons({ lang, t, onLoad, onOpen }) {
  return (
    <div class="lessons">
      <p class="muted">{t('lessons.intro')}</p>
      <ol>
        {lessons.map((l) => (
          <li key={l.id} id={`lesson-${l.id}`}>
            <details>
              <summary><span class="num">{String(l.n).padStart(2, '0')}</span> {l.title[lang] || l.title.en}</summary>
              {(l.body[lang] || l.body.en).split('\n\n').map((p, i) => <p key={i}>{p}</p>)}
              <button type="button" onClick={() => onLoad(l)}>{t('btn.loadLesson')}</button>
              {onOpen && <> <button type="button" class="secondary" data-action="lesson-replay" onClick={() => onOpen(l, 'replay')}>{t('tab.replay')}</button>
                <button type="button" class="secondary" data-action="lesson-quiz" onClick={() => onOpen(l, 'quiz')}>{t('tab.quiz')}</button></>}
            </details>
          </li>
        ))}
      </ol>
    </div>
  );
}
