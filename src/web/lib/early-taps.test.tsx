// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_INPUT_SCRIPT } from '@shared/early-input';
import { replayEarlyTaps, stopEarlyTaps } from './early-taps';

// Issue 34: what a person does on a page the server painted, before its script has taken it,
// is done again once React answers, through React itself (a real hydration in jsdom).

const setValue = (field: HTMLInputElement, value: string) =>
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);

/** Typing as the browser does it: the box's value changes, then an input event. */
function type(field: HTMLInputElement, value: string) {
  setValue(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const searched = vi.fn();
const saved = vi.fn();
const chosen = vi.fn();

function Page() {
  const [words, setWords] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [status, setStatus] = useState('belum');
  const [answer, setAnswer] = useState('');
  return (
    <main>
      <select
        aria-label="Status"
        value={status}
        onChange={(event) => {
          chosen(event.target.value);
          setStatus(event.target.value);
        }}
      >
        <option value="belum">Belum Cuba</option>
        <option value="sudah">Sudah Cuba</option>
      </select>
      {['a', 'b'].map((option) => (
        <input
          key={option}
          type="radio"
          name="jawapan"
          value={option}
          aria-label={option}
          checked={answer === option}
          onChange={() => setAnswer(option)}
        />
      ))}
      <input
        id="q"
        aria-label="Cari"
        value={words}
        onChange={(event) => setWords(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') searched(event.currentTarget.value, words);
        }}
      />
      <input
        type="checkbox"
        aria-label="Setuju"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      <button type="button" onClick={() => saved()}>
        Simpan
      </button>
      <output>{`${words}|${agreed}|${status}|${answer}`}</output>
    </main>
  );
}

let root: Root | undefined;
let container: HTMLDivElement;

beforeEach(() => {
  vi.useFakeTimers();
  searched.mockClear();
  saved.mockClear();
  chosen.mockClear();
  // The page as the server sent it, with its first inline script run before anything else.
  new Function(EARLY_INPUT_SCRIPT)();
  container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  delete (window as { __habEarly?: unknown }).__habEarly;
  vi.useRealTimers();
});

/** The app takes the page (main.tsx), then does again what was kept (app-tree.tsx, a task later). */
async function hydrate() {
  stopEarlyTaps();
  await act(async () => {
    root = hydrateRoot(container, <Page />);
  });
  await act(async () => {
    replayEarlyTaps();
    await vi.runAllTimersAsync();
  });
}

const shown = () => container.querySelector('output')!.textContent;

describe('early input (issue 34)', () => {
  it('gives the words typed and the box ticked before the script to the page, even where hydration left them shown', async () => {
    type(container.querySelector<HTMLInputElement>('#q')!, 'gambar');
    const box = container.querySelector<HTMLInputElement>('[type=checkbox]')!;
    box.click();
    await hydrate();
    expect(shown()).toBe('gambar|true|belum|');
    expect(container.querySelector<HTMLInputElement>('#q')!.value).toBe('gambar');
    expect(box.checked).toBe(true);
  });

  it('gives a list its choice once, and a radio picked again comes out picked', async () => {
    const select = container.querySelector('select')!;
    select.value = 'sudah';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    const [a, b] = container.querySelectorAll<HTMLInputElement>('[type=radio]');
    a!.click();
    b!.click();
    a!.click();
    await hydrate();
    expect(chosen).toHaveBeenCalledExactlyOnceWith('sudah');
    expect(shown()).toBe('|false|sudah|a');
  });

  it('presses Enter in a box outside a form again once the page holds its words, once', async () => {
    const box = container.querySelector<HTMLInputElement>('#q')!;
    type(box, 'video');
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(searched).not.toHaveBeenCalled();
    await hydrate();
    // The page's state held the words when Enter came: nothing read from a stale render.
    expect(searched).toHaveBeenCalledExactlyOnceWith('video', 'video');
  });

  it('presses a button tapped before the script once, and none the app answered itself', async () => {
    const button = container.querySelector('button')!;
    button.click();
    await hydrate();
    expect(saved).toHaveBeenCalledTimes(1);
    button.click();
    expect(saved).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing when nothing was done before the script', async () => {
    await hydrate();
    expect(shown()).toBe('|false|belum|');
    expect(saved).not.toHaveBeenCalled();
    expect(searched).not.toHaveBeenCalled();
  });
});
