/** @jsxImportSource preact */
// Lessons.jsx — the pitfalls, each with an explanation and a program to load.
import { lessons } from '../lessons/index.js';

export function Lessons({ lang, t, onLoad }) {
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
            </details>
          </li>
        ))}
      </ol>
    </div>
  );
}
