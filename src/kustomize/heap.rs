//! Readies the malloc heap of the thread a build runs on.
//!
//! fluxr runs on a spawned thread (for its stack), and glibc serves a spawned thread from an
//! arena whose heap it extends by exactly what each allocation lacks, one `mprotect` call at a
//! time: about 11,000 calls in a 2,000-app build, each splitting and merging the kernel's map of
//! the process, about a fifth of the build's CPU time. Allocating and freeing a few large blocks
//! first moves the heap's writable limit up in two calls. The memory is only reserved: pages are
//! touched, and counted in the resident size, as the build itself uses them.

use std::cell::Cell;
use std::hint::black_box;

/// glibc's largest dynamic mmap threshold (`DEFAULT_MMAP_THRESHOLD_MAX` on 64-bit targets).
/// Freeing a block served by `mmap` raises the threshold to the block's size if that is no
/// more than this, so that smaller blocks are afterwards served from the thread's heap.
const MMAP_THRESHOLD_MAX: usize = 32 << 20;

/// Served by `mmap`, with its header and page rounding still within the maximum.
const MAPPED: usize = MMAP_THRESHOLD_MAX - (1 << 20);

/// What the heap is readied for, in blocks under the threshold: about the heap of a 2,000-app
/// build, within glibc's 64 MiB per heap of a thread's arena.
const BLOCK: usize = MMAP_THRESHOLD_MAX - (2 << 20);
const BLOCKS: usize = 2;

thread_local! {
    static READY: Cell<bool> = const { Cell::new(false) };
}

/// Readies the calling thread's heap once; later calls do nothing. Harmless with any other
/// allocator: the blocks are allocated and freed without being touched.
pub(crate) fn prepare() {
    if READY.with(|ready| ready.replace(true)) {
        return;
    }
    // Served by mmap, and freed: the threshold rises to its size.
    drop(black_box(Vec::<u8>::with_capacity(MAPPED)));
    let blocks: Vec<Vec<u8>> = (0..BLOCKS).map(|_| Vec::with_capacity(BLOCK)).collect();
    // Freed in the order they were carved from the heap, so that they merge into its top.
    drop(black_box(blocks));
}
