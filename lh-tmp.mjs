import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
for (let i = 0; i < 2; i++) {
const r = await lighthouse('http://localhost:3200' + (process.argv[2] || '/landing'), { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
const a = r.lhr.audits;
console.log('perf', r.lhr.categories.performance.score, 'FCP', a['first-contentful-paint'].numericValue|0, 'LCP', a['largest-contentful-paint'].numericValue|0, 'TBT', a['total-blocking-time'].numericValue|0, 'SI', a['speed-index'].numericValue|0);
if (i===1) { console.log(JSON.stringify((a['long-tasks']?.details?.items||[]).map(x=>[x.url?.slice(-30), x.duration|0, x.startTime|0]))); }
}
await chrome.kill();
