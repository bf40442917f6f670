import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * In a fresh Node process (under tsx, as the server runs in development), imports `modules` (paths from the project
 * root), runs `work` (JavaScript that may use `first`, the first module's exports), and returns which of `pkgs` were
 * loaded, by import or require. For packages the server loads on first use rather than at start (issue #16, server
 * memory).
 */
export function packagesLoaded(pkgs: string[], modules: string[], work = ''): string[] {
  const script = `
    const { registerHooks } = await import('node:module');
    const pkgs = ${JSON.stringify(pkgs)};
    const loaded = new Set();
    registerHooks({ resolve(specifier, context, next) { const resolved = next(specifier, context); for (const pkg of pkgs) if (resolved.url.includes('/node_modules/' + pkg + '/')) loaded.add(pkg); return resolved; } });
    const [first] = await Promise.all(${JSON.stringify(modules.map((module) => `./${module}`))}.map((module) => import(module)));
    ${work}
    console.log(JSON.stringify([...loaded]));`;
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: PROJECT_ROOT, encoding: 'utf8' });
  return JSON.parse(output.trim().split('\n').at(-1) ?? '[]') as string[];
}

export function packageLoaded(pkg: string, modules: string[], work = ''): boolean {
  return packagesLoaded([pkg], modules, work).includes(pkg);
}
