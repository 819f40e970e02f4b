import { demoItem, expect, test, type InPage } from './fixtures.js';

// Issue 21: the tutorial page follows the video's playback through YouTube's IFrame API. The
// API is replaced by a stand-in served at its own address, which the test drives.
const FAKE_IFRAME_API = `
window.YT = {
  Player: class {
    constructor(element, options) {
      this.options = options;
      this.time = 0;
      const frame = document.createElement('iframe');
      element.replaceWith(frame);
      window.fakePlayer = this;
    }
    getCurrentTime() { return this.time; }
    getDuration() { return 100; }
    destroy() {}
    report(state, time) {
      this.time = time;
      this.options.events.onStateChange({ data: state, target: this });
    }
  },
};
window.onYouTubeIframeAPIReady();
`;

interface FakePlayer {
  options: { playerVars: { start: number } };
  report(state: number, time: number): void;
}
type WithPlayer = InPage & { fakePlayer: FakePlayer };
const [PLAYING, PAUSED] = [1, 2];

test.describe('[member] a tutorial video followed by the page', () => {
  test.use({ signedIn: true });

  test('play makes it Sedang Tonton, it resumes where it stopped, and near the end one press marks it Selesai', async ({
    page,
    context,
  }) => {
    await context.route('https://www.youtube.com/iframe_api', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: FAKE_IFRAME_API }),
    );
    // A demo tutorial: its status and place are this member's own; the journey adds nothing.
    const tutorial = await demoItem(page, 'tutorials');
    const player = (state: number, time: number) =>
      page.evaluate(
        ([s, t]) => (globalThis as unknown as WithPlayer).fakePlayer.report(s!, t!),
        [state, time],
      );
    const start = () =>
      page.evaluate(
        () => (globalThis as unknown as WithPlayer).fakePlayer.options.playerVars.start,
      );
    const status = page.getByLabel('Status', { exact: true });

    await page.goto(`/learning/${tutorial.id}`);
    await expect(status).toHaveValue('not_started');
    await page.getByRole('button', { name: `Mainkan video: ${tutorial.title}` }).click();
    await page.waitForFunction(() => 'fakePlayer' in globalThis);
    expect(await start()).toBe(0);
    const saved = page.waitForResponse((r) => r.url().endsWith(`/tutorials/${tutorial.id}/status`));
    await player(PLAYING, 3);
    expect((await saved).status()).toBe(200);
    await expect(status).toHaveValue('watching');

    // Stopped at 40 s: the next visit starts there.
    await player(PAUSED, 40);
    await page.reload();
    await page.getByRole('button', { name: `Mainkan video: ${tutorial.title}` }).click();
    await page.waitForFunction(() => 'fakePlayer' in globalThis);
    expect(await start()).toBe(40);

    await player(PLAYING, 40);
    await player(PAUSED, 92);
    const offer = page.getByRole('status').filter({ hasText: 'Hampir habis ditonton' });
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Tandakan selesai' }).click();
    await expect(page.getByText('Tahniah! Tutorial ini ditandakan selesai.').first()).toBeVisible();
    await expect(status).toHaveValue('completed');
    await expect(offer).toBeHidden();
  });
});
