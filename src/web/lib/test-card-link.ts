import { screen } from '@testing-library/react';
import { expect } from 'vitest';

// Issue 32, for the component tests of list cards: the whole card is one real link to the item
// (docs/architecture.md#cards-and-tap-targets). jsdom draws nothing, so what makes the link cover the card is
// checked by its classes; tests/e2e/tap-targets.spec.ts taps the drawn card.

const POSITIONED = /(^|\s)(relative|absolute)(\s|$)/;
const CONTROLS = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * The card's link to the item, named by the item alone, checked to be the card's one link:
 * its `::after` covers the card (the nearest positioned box above it is the card itself), it
 * holds no control, and every other control of the card comes after it in the Tab order and is
 * drawn above it, so pressing one never opens the item.
 */
export function cardLink(name: string, href: string) {
  const link = screen.getByRole('link', { name });
  expect(link.tagName).toBe('A');
  expect(link.getAttribute('href')).toBe(href);
  expect(link.className).toMatch(/after:absolute/);
  expect(link.className).toMatch(/after:inset-0/);
  expect(link.querySelector(CONTROLS)).toBeNull();

  let card = link.parentElement;
  while (card && !POSITIONED.test(card.className)) card = card.parentElement;
  expect(card?.className).toMatch(/rounded-xl/);

  for (const control of Array.from(card!.querySelectorAll<HTMLElement>(CONTROLS))) {
    if (control === link) continue;
    // After the link: Tab reaches the card's link first.
    expect(link.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Drawn above the link's `::after`: positioned itself, or inside a positioned box.
    let box: HTMLElement | null = control;
    while (box && box !== card && !POSITIONED.test(box.className)) box = box.parentElement;
    expect(box, `${control.tagName} ${control.textContent} sits above the card's link`).not.toBe(
      card,
    );
  }
  return link;
}
