// `npm run test:pages` (part of `npm test`, after a build): each page's first-load JavaScript
// against docs/architecture.md#performance-budgets's budgets, no zod on /landing, no admin code outside the admin's page.
// `--verbose` lists every chunk of each first load; `--dir` weighs another build.
import { checkPages, describeWeights, readBuild, weighPages } from '../bench/page-weight.js';

const args = process.argv.slice(2);
const dirAt = args.indexOf('--dir');
const dir = dirAt >= 0 ? args[dirAt + 1] : 'dist/web';

try {
  const weights = weighPages(readBuild(dir));
  console.log(`Page weight of ${dir} (gzipped JS; docs/architecture.md#performance-budgets):`);
  for (const line of describeWeights(weights, undefined, args.includes('--verbose'))) {
    console.log(`  ${line}`);
  }
  const problems = checkPages(weights);
  if (problems.length) {
    console.error(
      `\nPage weight: ${problems.length} budget${problems.length === 1 ? '' : 's'} broken.`,
    );
    for (const problem of problems) console.error(`  ✗ ${problem}`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`Page weight: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
