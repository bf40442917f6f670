/**
 * glibc's malloc with fixed thresholds for the server (start.ts sets them; ADR 022): a block of 32 KB or more gets
 * its own mapping, returned to the system when freed, and free memory at the top of the heap is returned from 32 KB.
 * By default the mapping threshold rises with every large block freed, so much of the ~500 MB V8 allocates while it
 * optimises PGlite's WebAssembly in the background stayed in malloc's heap afterwards: 70–90 MB of the server's
 * resident memory that nothing used (issue #16). 128 KB thresholds kept 10–15 MB more; below 32 KB gained nothing.
 */
export const MALLOC_TUNABLES = 'glibc.malloc.mmap_threshold=32768:glibc.malloc.trim_threshold=32768';
