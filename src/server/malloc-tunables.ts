/**
 * glibc's malloc with fixed thresholds for the server (start.ts sets them; ADR 022): a block of 128 KB or more gets
 * its own mapping, returned to the system when freed. By default the threshold rises with every large block freed,
 * so the ~500 MB V8 allocates while it optimises PGlite's WebAssembly in the background stayed in malloc's heap
 * afterwards: about 70 MB of the server's resident memory that nothing used (issue #16).
 */
export const MALLOC_TUNABLES = 'glibc.malloc.mmap_threshold=131072:glibc.malloc.trim_threshold=131072';
