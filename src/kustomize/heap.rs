//! Readies the malloc heap of each thread a build runs on (its own, and those that parse and
//! transform for it on other cores).
//!
//! fluxr runs on a spawned thread (for its stack), and glibc serves a spawned thread from an
//! arena whose heap it extends by exactly what each allocation lacks, one `mprotect` call at a
//! time: about 11,000 calls in a 2,000-app build, each splitting and merging the kernel's map of
//! the process, about a fifth of the build's CPU time. Allocating and freeing a few large blocks
//! first moves the heap's writable limit up in two calls. The memory is only reserved: pages are
//! touched, and counted in the resident size, as the build itself uses them.
//!
//! The same blocks are then marked for transparent huge pages. Where the kernel gives them only
//! on request (`madvise`, the default of Debian and Ubuntu), a build otherwise takes one page
//! fault per 4 KiB it touches and a TLB entry per page it walks: with 2 MiB pages a 2,000-app
//! build spends about a fifth less time, for about 15 MB more resident memory (the last huge
//! page of the heap is whole). Start-up is untouched: only builds prepare their heap.

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
    advise_huge_pages(&blocks);
    // Freed in the order they were carved from the heap, so that they merge into its top.
    drop(black_box(blocks));
}

/// Asks for huge pages over the whole 2 MiB pages inside each block. The blocks are freed into
/// the heap's top, which keeps its mapping (glibc raised its trim threshold with the mmap one),
/// so the advice holds for what the build allocates there next.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[allow(unsafe_code)]
fn advise_huge_pages(blocks: &[Vec<u8>]) {
    const HUGE_PAGE: usize = 2 << 20;
    for block in blocks {
        let start = (block.as_ptr() as usize).next_multiple_of(HUGE_PAGE);
        let end = (block.as_ptr() as usize + block.capacity()) / HUGE_PAGE * HUGE_PAGE;
        if end <= start {
            continue;
        }
        // SAFETY: the range lies inside a live allocation this function borrows; MADV_HUGEPAGE
        // changes only how the kernel backs its pages, never their contents or protection. A
        // refusal (a kernel without transparent huge pages) leaves normal pages.
        unsafe {
            libc::madvise(start as *mut libc::c_void, end - start, libc::MADV_HUGEPAGE);
        }
    }
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn advise_huge_pages(_blocks: &[Vec<u8>]) {}

#[cfg(all(test, target_os = "linux", target_env = "gnu"))]
mod tests {
    /// The kernel's flags of the mapping that holds `address`, from /proc/self/smaps.
    fn vm_flags(address: usize) -> Option<String> {
        let smaps = std::fs::read_to_string("/proc/self/smaps").ok()?;
        let mut inside = false;
        for line in smaps.lines() {
            if let Some((range, _)) = line.split_once(' ')
                && let Some((start, end)) = range.split_once('-')
                && let (Ok(start), Ok(end)) = (
                    usize::from_str_radix(start, 16),
                    usize::from_str_radix(end, 16),
                )
            {
                inside = (start..end).contains(&address);
            } else if inside && let Some(flags) = line.strip_prefix("VmFlags:") {
                return Some(flags.trim().to_owned());
            }
        }
        None
    }

    #[test]
    fn a_prepared_heap_serves_the_build_from_huge_page_memory() {
        if !std::path::Path::new("/sys/kernel/mm/transparent_hugepage").exists() {
            return; // a kernel built without transparent huge pages has nothing to advise
        }
        // A thread of its own, as builds run on: its arena's heap is the one prepared.
        let flags = std::thread::spawn(|| {
            super::prepare();
            let data = vec![1u8; 8 << 20];
            let flags = vm_flags(data.as_ptr() as usize + (4 << 20));
            drop(std::hint::black_box(data));
            flags
        })
        .join()
        .unwrap()
        .expect("the allocation lies in a mapping of this process");
        assert!(
            flags.split(' ').any(|flag| flag == "hg"),
            "a build's heap memory is not advised for huge pages: VmFlags {flags}"
        );
    }
}
