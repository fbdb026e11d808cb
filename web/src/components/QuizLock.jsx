/** @jsxImportSource preact */
// QuizLock.jsx — quiz mode's lock on the views that would give the answers
// away: which views, the padlock, and what a locked view shows. Apart from
// Quiz.jsx because a quiz link shows it at start, before the quiz is opened.

// The views that would give a quiz's answers away (the console is locked too).
export const LOCKED_VIEWS = ['tree', 'table', 'training', 'hooks', 'findings', 'replay', 'compare'];

// A padlock drawn inline (an emoji would need a font the reader may lack).
export function LockIcon() {
  return (
    <svg class="lock-ico" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
      <path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" stroke-width="1.8" />
      <rect x="2.5" y="7" width="11" height="8" rx="1.5" fill="currentColor" />
    </svg>
  );
}

// What a locked view shows in quiz mode: why, and the two ways on.
export function QuizLock({ view, t, onQuiz, onReveal }) {
  return (
    <div class="quiz-lock" role="note" data-locked={view}>
      <p><b><LockIcon /> {t('quiz.locked.title')}</b></p>
      <p>{t('quiz.locked.why')}</p>
      <p class="actions">
        <button type="button" data-action="to-quiz" onClick={onQuiz}>{t('quiz.toQuiz')}</button>
        <button type="button" class="secondary" data-action="reveal-all" onClick={onReveal}>{t('quiz.revealAll')}</button>
      </p>
    </div>
  );
}
