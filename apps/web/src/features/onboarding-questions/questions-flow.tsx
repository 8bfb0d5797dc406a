import { clsx } from 'clsx';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  defaultAnswers,
  questionsFor,
  type TBusinessType,
} from '@charterline/shared/onboarding-questions';
import { Button } from '@/components/ui/button';
import { loadAnswers, saveAnswers } from './answers-storage';
import { EXISTING_STAGE_TEXT, OPTION_TEXT, QUESTION_TEXT } from './question-texts';

/** Where a question's page was opened from (a CONTINUE on the question before). */
type TQuestionState = { fromQuestion?: number } | null;

/**
 * One question at a time, with progress, back, and the spec's defaults preselected. Each
 * question has its own address (?q=2, 1-based; other parameters kept), so the browser's Back
 * and Forward move between questions; the answers live in this tab's session storage.
 */
export const QuestionsFlow = ({ businessType }: { businessType: TBusinessType }) => {
  const questions = questionsFor(businessType);
  const navigate = useNavigate();
  const location = useLocation();
  const [answers, setAnswers] = useState<Record<string, string | null>>(() => {
    const stored = loadAnswers();
    return stored?.businessType === businessType ? stored.answers : defaultAnswers(businessType);
  });
  const [params] = useSearchParams();
  const asked = Number.parseInt(params.get('q') ?? '1', 10);
  const index = Number.isInteger(asked) ? Math.min(Math.max(asked, 1), questions.length) - 1 : 0;
  const question = questions[index];
  if (!question) return null;
  const text =
    businessType === 'EXISTING' && question.key === 'stage'
      ? EXISTING_STAGE_TEXT
      : (QUESTION_TEXT[question.key] ?? { title: question.key, hint: '' });
  const chosen = answers[question.key] ?? null;
  const last = index === questions.length - 1;

  const choose = (value: string) => {
    const next = { ...answers, [question.key]: value };
    setAnswers(next);
    saveAnswers({ businessType, answers: next });
  };
  /** This page's address at question n (1-based), keeping the other parameters. */
  const at = (n: number) => {
    const next = new URLSearchParams(location.search);
    if (n === 1) next.delete('q');
    else next.set('q', String(n));
    const search = next.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
  const goOn = () => {
    if (!chosen) return;
    if (!last) {
      const state: TQuestionState = { fromQuestion: index + 1 };
      return void navigate(at(index + 2), { state });
    }
    const next = new URLSearchParams(location.search);
    next.delete('q');
    next.set('type', businessType === 'NEW' ? 'new' : 'existing');
    void navigate(`/signup/create-account?${next.toString()}`);
  };
  const goBack = () => {
    if (index === 0) {
      const next = new URLSearchParams(location.search);
      next.delete('q');
      const search = next.toString();
      return void navigate(`/signup${search ? `?${search}` : ''}`);
    }
    // Came here by CONTINUE: step back in history, so Forward still works; else replace.
    if ((location.state as TQuestionState)?.fromQuestion === index) return void navigate(-1);
    void navigate(at(index), { replace: true });
  };

  return (
    <div>
      <div className="mb-6">
        <div className="flex items-center justify-between text-sm text-slate-600">
          <span>
            Question {index + 1} of {questions.length}
          </span>
        </div>
        <div
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={questions.length}
          aria-valuenow={index + 1}
          aria-label="Progress"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-all"
            style={{ width: `${((index + 1) / questions.length) * 100}%` }}
          />
        </div>
      </div>
      <fieldset>
        <legend className="text-xl font-semibold text-slate-900">{text.title}</legend>
        {text.hint ? <p className="mt-1 text-sm text-slate-600">{text.hint}</p> : null}
        <div className="mt-5 grid gap-3 sm:grid-cols-2">
          {question.options.map((option) => (
            <label
              key={option}
              className={clsx(
                'flex cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 text-sm font-medium transition-colors',
                'focus-within:ring-2 focus-within:ring-brand-600',
                chosen === option
                  ? 'border-brand-600 bg-brand-50 text-brand-900'
                  : 'border-slate-200 text-slate-700 hover:border-slate-300',
              )}
            >
              <input
                type="radio"
                name={question.key}
                value={option}
                checked={chosen === option}
                onChange={() => choose(option)}
                className="size-4 accent-brand-700"
              />
              {OPTION_TEXT[option] ?? option}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button appearance="outlined" variant="neutral" size="lg" onClick={goBack}>
          GO BACK
        </Button>
        <Button size="lg" onClick={goOn} disabled={!chosen}>
          {last ? 'CONTINUE TO ACCOUNT' : 'CONTINUE'}
        </Button>
      </div>
    </div>
  );
};
