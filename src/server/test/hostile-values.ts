// The hostile values the property tests put in request bodies and paths (issue 11, "Hostile
// input"): wrong types, boundary numbers, huge strings, unicode, SQL, HTML, path traversal and
// prototype-pollution keys, each mixed with fast-check's own random values.
import fc from 'fast-check';

/** 100,000 characters: well past every field's limit, still inside the body limit (256 KiB). */
export const HUGE = 'x'.repeat(100_000);

/** Strings no field expects, but which every field must refuse or store as plain text. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  '   ',
  '\u0000',
  'nul\u0000byte',
  '\uD800',
  'lone \uDFFF surrogate',
  '😀🔥👨‍👩‍👧‍👦',
  '\u202Eevil.exe\u202C',
  'مرحبا بالعالم',
  'שלום',
  '\uFEFFbom\u200B',
  'e\u0301\u0301\u0301',
  "' OR 1=1 --",
  '"; drop table users; --',
  "x'); DELETE FROM tools; --",
  '1 UNION SELECT password_hash FROM users',
  '%',
  '_%_',
  '\\',
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload=alert(1)>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  'C:\\Windows\\win.ini',
  'javascript:alert(1)',
  '  javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example/x',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'NaN',
  '-1',
  '1e308',
  '9007199254740993',
  'Infinity',
  'null',
  'true',
  '{}',
  '[]',
  HUGE,
  // 100,000 UTF-16 units, 200 KB of UTF-8: under the body limit.
  '😀'.repeat(50_000),
  // 100,000 RTL characters, 200 KB of UTF-8.
  'م'.repeat(100_000),
];

/** `{"__proto__": …}` and `{"constructor": {"prototype": …}}` as own keys, as JSON.parse makes them. */
export const PROTO_OBJECTS: readonly object[] = [
  JSON.parse('{"__proto__": {"polluted": "yes"}}') as object,
  JSON.parse('{"constructor": {"prototype": {"polluted": "yes"}}}') as object,
  JSON.parse('{"a": 1, "__proto__": {"isAdmin": true, "role": "admin"}}') as object,
];

const OTHER_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  -0.5,
  1.5,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e308,
  -1e308,
  5e-324,
  [],
  {},
  [null],
  [HUGE],
  Array.from({ length: 1000 }, (_, i) => `item ${i}`),
  { nested: { deeper: { deepest: ["' OR 1=1 --"] } } },
];

/** One hostile value: a listed one, or a random one of fast-check's. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...OTHER_VALUES) },
  { weight: 1, arbitrary: fc.constantFrom(...PROTO_OBJECTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** Keys an attacker adds to a body: prototype pollution and fields a form never sends. */
export const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'role',
  'status',
  'user_id',
  'userId',
  'password_hash',
  'created_at',
  '',
] as const;

/** Path segments in place of an id: each is encoded into the address as a client would. */
export const HOSTILE_SEGMENTS: readonly string[] = [
  '0',
  '-1',
  '9007199254740993',
  '1e308',
  "' OR 1=1 --",
  '"; drop table users; --',
  '../../etc/passwd',
  '..',
  '.',
  '\u0000',
  '%00',
  '<script>window.__xss=1</script>',
  '__proto__',
  'constructor',
  '😀',
  'null',
  'a'.repeat(101),
  'a'.repeat(1001),
];

/** Path segments sent as they are, not encoded: traversal, bad escapes, an encoded NUL. */
export const RAW_SEGMENTS: readonly string[] = [
  '../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e',
  '%00',
  '%E0%A4%A',
  '%zz',
  '%F0%9F%98%80',
  "'%20OR%201=1--",
];

/** A body that is any JSON at all, not shaped like the route's. */
export const randomJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 6 }),
  fc.constantFrom(...PROTO_OBJECTS),
);

export type Mutation =
  | { kind: 'set'; pick: number; value: unknown }
  | { kind: 'remove'; pick: number }
  | { kind: 'add'; pick: number; key: string; value: unknown };

/** One to three changes to a valid body, each at a node `pick` chooses among the body's nodes. */
export const mutations: fc.Arbitrary<Mutation[]> = fc.array(
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant('set' as const),
        pick: fc.nat(),
        value: hostileValue,
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('add' as const),
        pick: fc.nat(),
        key: fc.constantFrom(...EXTRA_KEYS),
        value: hostileValue,
      }),
    },
  ),
  { minLength: 1, maxLength: 3 },
);

type Path = (string | number)[];

/** Every node of a JSON value (the root first), as the keys that lead to it. */
function nodes(value: unknown, path: Path = []): Path[] {
  const children =
    value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, child]) =>
          nodes(child, [...path, Array.isArray(value) && /^\d+$/.test(key) ? Number(key) : key]),
        )
      : [];
  return [path, ...children];
}

/** Sets an own property, even one named __proto__ (plain assignment would set the prototype). */
function setOwn(target: object, key: string | number, value: unknown) {
  // A copy, so a later change never edits the shared constants above.
  const copy = value === undefined ? value : (JSON.parse(JSON.stringify(value)) as unknown);
  Object.defineProperty(target, key, {
    value: copy,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** A child read as JSON sees it: an own key named __proto__ is that key, not the prototype. */
const ownValue = (node: unknown, key: string | number): unknown =>
  node !== null && typeof node === 'object'
    ? (Object.getOwnPropertyDescriptor(node, key)?.value as unknown)
    : undefined;

function removeAt(list: unknown[], index: number) {
  for (let i = index; i < list.length - 1; i += 1) list[i] = list[i + 1];
  list.length = Math.max(0, list.length - 1);
}

/** The valid body with the mutations applied, on a copy. */
export function mutate(valid: unknown, changes: readonly Mutation[]): unknown {
  let body = JSON.parse(JSON.stringify(valid)) as unknown;
  for (const change of changes) {
    const all = nodes(body);
    const path = all[change.pick % all.length]!;
    if (path.length === 0) {
      // The root itself: replaced, or (add) given a key when it is an object.
      if (change.kind === 'set') body = JSON.parse(JSON.stringify(change.value)) as unknown;
      if (change.kind === 'add' && body !== null && typeof body === 'object') {
        setOwn(body, change.key, change.value);
      }
      continue;
    }
    const parent = path.slice(0, -1).reduce<unknown>((node, key) => ownValue(node, key), body);
    const key = path[path.length - 1]!;
    if (parent === null || typeof parent !== 'object') continue;
    if (change.kind === 'set') setOwn(parent, key, change.value);
    if (change.kind === 'remove') {
      // By hand: splice would look up the array's own `constructor`, which an earlier change
      // may have set.
      if (Array.isArray(parent) && typeof key === 'number') removeAt(parent, key);
      else delete (parent as Record<string, unknown>)[key];
    }
    if (change.kind === 'add') {
      const node = ownValue(parent, key);
      if (node !== null && typeof node === 'object') setOwn(node, change.key, change.value);
      else setOwn(parent, change.key, change.value);
    }
  }
  return body;
}
