/**
 * The spellings a client can give a path that a URL parser or a router may fold into it (curl --path-as-is sends
 * them as written): dot segments plain and percent-encoded, doubled and encoded slashes, case, a trailing slash.
 */
export const spellingsOf = (path: string): string[] => {
  const segments = path.split('/').filter(Boolean);
  const at = (index: number, insert: string) => `/${[...segments.slice(0, index), insert, ...segments.slice(index)].join('/')}`;
  const positions = segments.length > 2 ? [1, 2] : [1];
  const dots = positions.flatMap((i) => [
    at(i, '.'),
    at(i, '%2e'),
    at(i, '%2E'),
    at(i, ''),
    at(i, 'x/..'),
    at(i, 'x/%2e%2e'),
    `/${segments.slice(0, i).join('/')}/x/..%2f${segments.slice(i).join('/')}`,
    `/${segments.slice(0, i).join('/')}%2f${segments.slice(i).join('/')}`,
  ]);
  const last = segments.length - 1;
  return [
    ...dots,
    `/${segments.map((s, i) => (i === 1 ? s.toUpperCase() : s)).join('/')}`,
    `/${segments.map((s, i) => (i === last ? s.toUpperCase() : s)).join('/')}`,
    `${path}/`,
  ];
};
