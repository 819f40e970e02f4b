// A tutorial's duration is free text ("±30 minit", "2 jam 11 minit", "8 minit 36 saat").

/** Its length in whole minutes, or null when the text names no hours or minutes. */
export function durationMinutes(text: string | null): number | null {
  if (!text) return null;
  const hours = /(\d+)\s*jam/i.exec(text);
  const minutes = /(\d+)\s*min/i.exec(text);
  if (!hours && !minutes) return null;
  return Number(hours?.[1] ?? 0) * 60 + Number(minutes?.[1] ?? 0);
}

/** Issue 19: a tutorial a beginner can finish in one sitting. */
export const SHORT_TUTORIAL_MINUTES = 30;

export const isShort = (duration: string | null) => {
  const minutes = durationMinutes(duration);
  return minutes !== null && minutes <= SHORT_TUTORIAL_MINUTES;
};
