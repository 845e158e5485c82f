/** docs/benchmarks.md from bench/results.json: the hand-written intro (bench/intro.md), then every section. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, type RunMeta } from './env';
import type { Results, SectionName, SectionResult } from './results';
import { kib } from './stats';

const table = (head: string[], rows: Array<Array<string | number | null | undefined>>): string =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map((c) => (c === null || c === undefined || Number.isNaN(c) ? '–' : String(c))).join(' | ')} |`),
  ].join('\n');

const metaLine = (m: RunMeta, durationS: number): string =>
  `_${m.date.replace('T', ' ').slice(0, 16)} UTC · \`${m.command}\` · commit ${m.commit ?? '?'}${m.dirty ? ' (uncommitted changes)' : ''} · ` +
  `${m.machine.nproc} CPU (${m.machine.cpuModel}), ${m.machine.memoryGiB} GiB, Node ${m.machine.node}${m.machine.chromium ? `, ${m.machine.chromium}` : ''} · took ${durationS} s_`;

const TITLES: Record<SectionName, string> = {
  lighthouse: 'Lighthouse: public routes and /auth, English and Spanish, mobile and desktop',
  bytes: 'JavaScript and CSS per route (built site)',
  lambda: 'Lambda bundles: size and cold initialisation',
  api: 'API latency and throughput (autocannon) against a bare Node baseline',
  dynamo: 'DynamoDB calls per request; the admin list over 10,000 submissions',
  inp: 'Typing responsiveness (INP) in the longest questionnaire',
  packet: 'Court-forms packets: build time and size per questionnaire',
  translation: 'Translation drafts: the local engine’s time per Spanish submission',
};

const ops = (o: Record<string, number>): string =>
  Object.entries(o)
    .map(([k, v]) => `${k}×${v}`)
    .join(', ') || '–';

function body(name: SectionName, s: SectionResult): string {
  const d = s.data;
  if (!d) return '';
  switch (name) {
    case 'lighthouse':
      return [
        `Lighthouse ${d.lighthouseVersion}, median of ${d.runsPerRow} run(s) by performance score (the other figures are from that run). Scores 0–100.`,
        '',
        table(
          [
            'route',
            'lang',
            'profile',
            'perf',
            'a11y',
            'best pr.',
            'SEO',
            'LCP ms',
            'TBT ms',
            'CLS',
            'perf of runs',
            'failed audits (non-perf)',
          ],
          d.rows.map((r: any) => [
            r.route,
            r.lang,
            r.profile,
            r.performance,
            r.accessibility,
            r.bestPractices,
            r.seo,
            r.lcpMs,
            r.tbtMs,
            r.cls,
            r.perfScores.join(' / '),
            r.failed.join(', ') || '–',
          ]),
        ),
      ].join('\n');
    case 'bytes':
      return table(
        [
          'route',
          'as',
          'JS files',
          'JS KiB',
          'JS KiB gzip',
          'CSS files',
          'CSS KiB',
          'CSS KiB gzip',
          'Cloudscape KiB gzip',
          'other KiB gzip',
        ],
        d.rows.map((r: any) => [
          r.route,
          r.as,
          r.js.files,
          kib(r.js.raw),
          kib(r.js.gzip),
          r.css.files,
          kib(r.css.raw),
          kib(r.css.gzip),
          kib(r.cloudscape.gzip),
          kib(r.otherGzip),
        ]),
      );
    case 'lambda':
      return [
        `Bundled by \`scripts/build-functions.ts\` (esbuild, ESM, minified, platform node, target ${d.target}, AWS SDK bundled, the plugins of \`infra/aws/lambda-plugins.ts\`, lazy imports split into chunks). KiB = what a cold start loads (index.mjs and the chunks it imports statically); cold init = \`await import()\` of it in a fresh Node process (wall clock; CPU ms = the CPU time that import used, median). On demand = the chunks the handler's lazy \`import()\`s load on a route's first request; "first use ms" = importing all of them after the cold import, in the same process (median), and each lazily imported module alone (what the first request of a route that needs it adds).`,
        '',
        table(
          [
            'group',
            'KiB',
            'KiB gzip',
            'cold init ms (median)',
            'CPU ms',
            'p90',
            'min–max',
            'runs',
            'process total ms',
            'biggest inputs (KiB)',
            'on demand KiB',
            'first use ms',
            'biggest on demand (KiB)',
          ],
          d.rows.map((r: any) => [
            r.group,
            kib(r.bytes),
            kib(r.gzipBytes),
            r.coldInitMs.median,
            r.coldInitCpuMs?.median ?? '–',
            r.coldInitMs.p90,
            `${r.coldInitMs.min}–${r.coldInitMs.max}`,
            r.coldInitMs.runs,
            r.processMs.median,
            r.topInputs.map((t: any) => `${t.name} ${kib(t.bytes)}`).join(', '),
            r.lazyBytes === undefined ? '–' : kib(r.lazyBytes),
            r.lazyImportMs
              ? `all ${r.lazyImportMs.median}` +
                ((r.lazyModuleMs ?? []).length > 1 ? ` (${r.lazyModuleMs.map((m: any) => `${m.name} ${m.median}`).join(', ')})` : '')
              : '–',
            (r.lazyTopInputs ?? [])
              .slice(0, 3)
              .map((t: any) => `${t.name} ${kib(t.bytes)}`)
              .join(', ') || '–',
          ]),
        ),
      ].join('\n');
    case 'api':
      return [
        `${d.durationS} s per route after a 1 s warm-up (POST /submissions: a fixed number of requests, one prepared order each), ${d.connections} connections, loopback. Baseline: a bare Node HTTP server answering a body of the same size, measured in the same run. "mean ×" = API mean latency / baseline mean latency; "req/s share" = API throughput / baseline throughput; "+ms" = latency the API adds at p50 / p99.`,
        '',
        table(
          [
            'route',
            'requests',
            'reply bytes',
            'req/s',
            'p50 ms',
            'p99 ms',
            'mean ms',
            'non-2xx',
            'baseline req/s',
            'baseline p50 / p99 / mean',
            'mean ×',
            'req/s share',
            '+ms p50 / p99',
          ],
          d.rows.map((r: any) =>
            r.ratio.mean === undefined
              ? [
                  r.route,
                  r.api.requests,
                  r.responseBytes,
                  r.api.rps,
                  r.api.p50,
                  r.api.p99,
                  '–',
                  r.api.non2xx + r.api.errors,
                  r.baseline.rps,
                  `${r.baseline.p50} / ${r.baseline.p99}`,
                  '–',
                  r.ratio.rps,
                  '–',
                ]
              : [
                  r.route,
                  r.api.requests,
                  r.responseBytes,
                  r.api.rps,
                  r.api.p50,
                  r.api.p99,
                  r.api.mean,
                  r.api.non2xx + r.api.errors,
                  r.baseline.rps,
                  `${r.baseline.p50} / ${r.baseline.p99} / ${r.baseline.mean}`,
                  r.ratio.mean,
                  r.ratio.rps,
                  `${r.ratio.p50AddedMs} / ${r.ratio.p99AddedMs}`,
                ],
          ),
        ),
        d.faults
          ? `\nDynamoDB Local stopped: \`GET /me\` answered ${[...new Set(d.faults.status)].join('/')} \`${d.faults.code}\` in ${d.faults.medianMs} ms (median of 5: ${d.faults.downMs.join(', ')} ms, the SDK's retries included); after the restart ${d.faults.recoveredStatus}.`
          : '',
      ].join('\n');
    case 'dynamo':
      return [
        'Each request sent alone, the outbox consumer drained between requests (its calls are in no route\'s count). "logged" = the `dynamoCalls` field of the handler\'s log line; "sent" = operations seen by a counting proxy between the handlers and DynamoDB Local. Routes on a document or a request are measured on real ones. "≤ 3" = the case workspace\'s limit (issue 15), admin routes\' revocation check included: ok, OVER, or explained (notes).',
        '',
        table(
          ['route', 'status', 'logged dynamoCalls', 'operations sent', 'Scans', '≤ 3'],
          d.rows.map((r: any) => [
            r.route,
            r.status,
            r.dynamoCalls,
            ops(r.operations),
            r.scans,
            r.limit === undefined ? '' : r.limit === 'over' ? '**OVER**' : r.limit,
          ]),
        ),
        d.seed
          ? `\n**Admin list with ${d.seed.submissions.toLocaleString('en-US')} submissions** (seeded: ${d.seed.items.toLocaleString('en-US')} items, ${d.seed.itemsPerSubmission} per submission, BatchWriteItem in ${d.seed.seconds} s):\n\n` +
            table(
              ['query', 'status', 'items', 'median ms', 'min–max ms', 'logged dynamoCalls', 'operations sent'],
              d.adminList.map((r: any) => [
                r.query,
                r.status,
                r.items,
                r.medianMs,
                `${r.minMs}–${r.maxMs}`,
                r.dynamoCalls,
                ops(r.operations),
              ]),
            )
          : '',
      ].join('\n');
    case 'packet':
      return [
        `In the build the Lambda function runs (the packet code bundled by bundleLambda, the forms beside it), in a fresh Node process: median of ${d.runs} builds after a warm-up (cover sheet, forms, attachments, merge); "first build" is the warm-up itself. Goals: ≤ ${d.goals.ms} ms and ≤ ${d.goals.bytes / 1024 / 1024} MB for the largest.`,
        '',
        table(
          ['questionnaire', 'sample', 'forms filled', 'worksheets', 'pages', 'KiB', 'build ms (median)', 'min–max ms', 'first build ms'],
          d.rows.map((r: any) => [
            r.questionnaire,
            ({ en: 'English', es: 'Spanish', 'long-en': 'long English', 'long-es': 'long Spanish' } as Record<string, string>)[r.sample] ??
              r.sample,
            r.filled,
            r.worksheets,
            r.pages,
            kib(r.bytes),
            r.buildMs.median,
            `${r.buildMs.min}–${r.buildMs.max}`,
            r.firstMs ?? '–',
          ]),
        ),
      ].join('\n');
    case 'translation':
      return [
        `Median of ${d.runs} runs after a warm-up, in-process: every desk item of the questionnaire's Spanish sample drafted into English in one batch (as the drafting job does), then the client's Spanish versions of that English.`,
        '',
        table(
          [
            'questionnaire',
            'desk items',
            'fixed by the glossary',
            'Spanish KiB',
            'drafts ms (median)',
            'min–max ms',
            'back-translations ms',
          ],
          d.rows.map((r: any) => [
            r.questionnaire,
            r.items,
            r.fixed,
            (r.bytes / 1024).toFixed(1),
            r.draftMs.median,
            `${r.draftMs.min}–${r.draftMs.max}`,
            r.backMs.median,
          ]),
        ),
      ].join('\n');
    case 'inp':
      return table(
        ['questionnaire', 'CPU throttling', 'INP ms', 'interactions', '≥16 ms', 'keys typed', 'fields', 'worst (event ms)'],
        d.rows.map((r: any) => [
          r.questionnaire,
          `${r.cpuThrottling}x`,
          r.inpMs ?? '< 16',
          r.interactions,
          r.slowInteractions,
          r.keystrokes,
          r.fieldsTyped,
          r.worst.map((w: any) => `${w.name} ${w.ms}`).join(', ') || '–',
        ]),
      );
  }
}

export function renderMarkdown(results: Results): string {
  const introFile = join(ROOT, 'bench/intro.md');
  const intro = existsSync(introFile) ? readFileSync(introFile, 'utf8').trim() : '# Benchmarks';
  const order: SectionName[] = ['lighthouse', 'bytes', 'lambda', 'api', 'dynamo', 'inp', 'packet', 'translation'];
  const parts = [
    intro,
    '',
    `## Results`,
    '',
    `<!-- Generated by \`npm run bench\` from bench/results.json; edit bench/intro.md for the text above. -->`,
  ];
  for (const name of order) {
    const s = results.sections[name];
    parts.push('', `### ${TITLES[name]}`, '');
    if (!s) {
      parts.push('_Not run yet._');
      continue;
    }
    parts.push(metaLine(s.meta, s.durationS), '', `Status: **${s.status}**`);
    const b = body(name, s);
    if (b) parts.push('', b);
    if (s.notes.length) parts.push('', 'Notes:', '', ...s.notes.map((n) => `- ${n}`));
  }
  return parts.join('\n') + '\n';
}
