import module from 'node:module';
import { MALLOC_TUNABLES } from './malloc-tunables';

/**
 * The entry of the production bundle (scripts/build-server.mjs, ADR 022). glibc reads its tunables only when a
 * process starts, so on Linux the process first replaces itself (same pid, same arguments) with them set, unless the
 * operator set GLIBC_TUNABLES already or a parent talks to it over an IPC channel, which would not survive the
 * replacement; elsewhere, and where glibc is absent, the variable is simply ignored.
 */
const relaunch = process.env.GLIBC_TUNABLES === undefined && process.env.NODE_CHANNEL_FD === undefined;
if (process.platform === 'linux' && process.execve && relaunch) {
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    GLIBC_TUNABLES: MALLOC_TUNABLES,
  });
}

/*
 * Stack traces are mapped back to the TypeScript sources, but only the server's own: with Node's --enable-source-maps
 * every package's source map was read too, sources included, which held about 20 MB of the server's heap (issue
 * #16). Enabled before the server's code is loaded, since a module's map is read when the module is.
 */
if (module.setSourceMapsSupport) module.setSourceMapsSupport(true, { nodeModules: false });
else process.setSourceMapsEnabled(true);
await import('./main');
