// The demo tools' logos (issue 32, docs/logos.md): simple-icons (CC0) where it has the brand, in
// the brand's colour; lobe-icons (MIT, logo-files.ts) for a few it has not; the rest draw their
// monogram. Brand marks remain their owners' trademarks, shown only to name their tool.
import {
  siBuffer,
  siClaude,
  siCursor,
  siElevenlabs,
  siFigma,
  siGithubcopilot,
  siGooglegemini,
  siGrammarly,
  siIfttt,
  siMake,
  siN8n,
  siNotebooklm,
  siNotion,
  siPerplexity,
  siReplit,
  siSuno,
  siV0,
  siZapier,
  type SimpleIcon,
} from 'simple-icons';
import { lobeLogos } from './logo-files.js';

const simpleIcon = (icon: SimpleIcon) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><title>${icon.title}</title>` +
  `<path fill="#${icon.hex}" d="${icon.path}"/></svg>`;

/** A demo tool's name → its logo as SVG text. */
export const demoLogos: Record<string, string> = {
  Claude: simpleIcon(siClaude),
  Grammarly: simpleIcon(siGrammarly),
  Figma: simpleIcon(siFigma),
  Buffer: simpleIcon(siBuffer),
  'Notion AI': simpleIcon(siNotion),
  Perplexity: simpleIcon(siPerplexity),
  Gemini: simpleIcon(siGooglegemini),
  NotebookLM: simpleIcon(siNotebooklm),
  'GitHub Copilot': simpleIcon(siGithubcopilot),
  Cursor: simpleIcon(siCursor),
  Replit: simpleIcon(siReplit),
  v0: simpleIcon(siV0),
  ElevenLabs: simpleIcon(siElevenlabs),
  Suno: simpleIcon(siSuno),
  Zapier: simpleIcon(siZapier),
  Make: simpleIcon(siMake),
  n8n: simpleIcon(siN8n),
  IFTTT: simpleIcon(siIfttt),
  ...lobeLogos,
};
