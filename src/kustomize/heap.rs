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
//!
//! Only the first heap of each arena is readied, though an 8,000-app build outgrows it and
//! takes most of its page faults in later heaps of 4 KiB pages. Readying those too was measured
//! and left out: it needs a block kept allocated in each heap and a 32 MiB `M_TOP_PAD` (glibc
//! unmaps a heap it has just opened when the previous one ends in more free room than its top
//! pad, 128 KiB by default, and serves the allocation from the main arena instead). That cut
//! the page faults of an 8,000-app build from about 13,000 to 4,800, but not its time beyond
//! the noise, and raised the peak of a 2,000-app build from 70 to 98 MB.

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
    // Served by mmap, and freed: the threshold rises to its size. A reservation refused (an
    // address space limited by `ulimit -v`, a strict overcommit policy) readies less, or
    // nothing: the build runs as it would without, where asking infallibly would abort it.
    let Some(mapped) = reserve(MAPPED) else {
        return;
    };
    drop(black_box(mapped));
    let blocks: Vec<Vec<u8>> = (0..BLOCKS).map_while(|_| reserve(BLOCK)).collect();
    advise_huge_pages(&blocks);
    // Freed in the order they were carved from the heap, so that they merge into its top.
    drop(black_box(blocks));
}

/// An empty vector with room for `bytes`, unless the allocator refuses them.
fn reserve(bytes: usize) -> Option<Vec<u8>> {
    let mut block = Vec::new();
    block.try_reserve_exact(bytes).ok()?;
    Some(block)
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

    /// Set in the copy of this test binary that the next test runs under an address-space limit:
    /// the room it leaves above what the process already maps, in MiB.
    const LIMITED: &str = "FLUXR_TEST_HEAP_ROOM_MIB";

    #[test]
    fn a_heap_the_address_space_has_no_room_for_is_left_as_it_is() {
        if let Some(room) = std::env::var_os(LIMITED) {
            let room: u64 = room.to_str().and_then(|room| room.parse().ok()).unwrap();
            limit_address_space(room << 20);
            // A thread of its own, as builds run on; it then allocates as a build would.
            let sum = std::thread::spawn(|| {
                super::prepare();
                let data = vec![1u8; 1 << 20];
                data.iter().map(|&byte| u64::from(byte)).sum::<u64>()
            })
            .join()
            .unwrap();
            assert_eq!(sum, 1 << 20);
            return;
        }
        // Room for none of the reservations, then for the first and part of the others.
        for room in [16, 48] {
            let output = std::process::Command::new(std::env::current_exe().unwrap())
                .args([
                    "--exact",
                    "kustomize::heap::tests::a_heap_the_address_space_has_no_room_for_is_left_as_it_is",
                    "--test-threads=1",
                ])
                .env(LIMITED, room.to_string())
                .output()
                .unwrap();
            assert!(
                output.status.success(),
                "with {room} MiB of address space to spare: {:?}\n{}",
                output.status,
                String::from_utf8_lossy(&output.stderr)
            );
            // A renamed test would leave the copy nothing to run, and passing.
            assert!(
                String::from_utf8_lossy(&output.stdout).contains("1 passed"),
                "the limited copy ran no test: {}",
                String::from_utf8_lossy(&output.stdout)
            );
        }
    }

    /// Caps this process's address space at what it maps now plus `room` bytes (`ulimit -v`).
    #[allow(unsafe_code)]
    fn limit_address_space(room: u64) {
        let status = std::fs::read_to_string("/proc/self/status").unwrap();
        let mapped_kib: u64 = status
            .lines()
            .find_map(|line| line.strip_prefix("VmSize:"))
            .and_then(|value| value.trim().trim_end_matches("kB").trim().parse().ok())
            .unwrap();
        let limit = libc::rlimit {
            rlim_cur: (mapped_kib << 10) + room,
            rlim_max: (mapped_kib << 10) + room,
        };
        // SAFETY: setrlimit reads the struct it is given and changes nothing else of this
        // process; it only lowers the limit, which needs no privilege.
        assert_eq!(unsafe { libc::setrlimit(libc::RLIMIT_AS, &limit) }, 0);
    }
}
