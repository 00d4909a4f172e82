//! Runs one function over a list of items on every core, with the results in the items' order.
//!
//! Reading YAML is about a third of the time of a build of many files, and each file reads on
//! its own. A few threads, started by the first build that has work for them and kept for the
//! process, take items from a shared counter alongside the calling thread, so that a list is
//! done even when they are busy elsewhere. The caller gets every result in the items' order,
//! and so returns the same output and the same first error as one thread would.

use std::any::Any;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, OnceLock, PoisonError, mpsc};

/// At most this many threads work on a list, the caller included: beyond them reading is
/// bound by memory, not by cores.
const MAX_THREADS: usize = 4;

/// A list some threads work on.
trait Work: Send + Sync {
    fn work(&self);
}

struct Batch<T, R> {
    items: Vec<T>,
    run: fn(&T) -> R,
    /// What a call that panicked gives, so that the caller never waits for a slot in vain.
    panicked: fn(&T, Box<dyn Any + Send>) -> R,
    next: AtomicUsize,
    slots: Mutex<Slots<R>>,
    done: Condvar,
}

struct Slots<R> {
    results: Vec<Option<R>>,
    filled: usize,
}

impl<T: Send + Sync, R: Send> Work for Batch<T, R> {
    fn work(&self) {
        loop {
            let index = self.next.fetch_add(1, Ordering::Relaxed);
            let Some(item) = self.items.get(index) else {
                return;
            };
            let result = catch_unwind(AssertUnwindSafe(|| (self.run)(item)))
                .unwrap_or_else(|payload| (self.panicked)(item, payload));
            let mut slots = self.slots.lock().unwrap_or_else(PoisonError::into_inner);
            slots.results[index] = Some(result);
            slots.filled += 1;
            if slots.filled == self.items.len() {
                self.done.notify_all();
            }
        }
    }
}

struct Pool {
    sender: Mutex<mpsc::Sender<Arc<dyn Work>>>,
    threads: usize,
}

/// The threads besides the caller's; None on one core, or where none could be started.
fn pool() -> Option<&'static Pool> {
    static POOL: OnceLock<Option<Pool>> = OnceLock::new();
    POOL.get_or_init(|| {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let wanted = cores.min(MAX_THREADS).saturating_sub(1);
        let (sender, receiver) = mpsc::channel::<Arc<dyn Work>>();
        let receiver = Arc::new(Mutex::new(receiver));
        let mut threads = 0;
        for _ in 0..wanted {
            let receiver = Arc::clone(&receiver);
            let started = crate::yaml::thread().spawn(move || {
                super::heap::prepare();
                loop {
                    let next = receiver
                        .lock()
                        .unwrap_or_else(PoisonError::into_inner)
                        .recv();
                    match next {
                        Ok(batch) => batch.work(),
                        Err(_) => return,
                    }
                }
            });
            if started.is_ok() {
                threads += 1;
            }
        }
        (threads > 0).then(|| Pool {
            sender: Mutex::new(sender),
            threads,
        })
    })
    .as_ref()
}

/// `run` over every item, on as many cores as there are items (up to [`MAX_THREADS`]); the
/// results in the items' order. A call that panics gives `panicked`'s result for its item.
pub(crate) fn map<T, R>(
    items: Vec<T>,
    run: fn(&T) -> R,
    panicked: fn(&T, Box<dyn Any + Send>) -> R,
) -> Vec<R>
where
    T: Send + Sync + 'static,
    R: Send + 'static,
{
    let count = items.len();
    let pool = if count > 1 { pool() } else { None };
    let Some(pool) = pool else {
        return items.iter().map(run).collect();
    };
    let batch = Arc::new(Batch {
        items,
        run,
        panicked,
        next: AtomicUsize::new(0),
        slots: Mutex::new(Slots {
            results: (0..count).map(|_| None).collect(),
            filled: 0,
        }),
        done: Condvar::new(),
    });
    {
        let sender = pool.sender.lock().unwrap_or_else(PoisonError::into_inner);
        for _ in 0..pool.threads.min(count - 1) {
            // The threads never hang up first; were one gone, the caller does its share.
            let _ = sender.send(Arc::clone(&batch) as Arc<dyn Work>);
        }
    }
    batch.work();
    let mut slots = batch.slots.lock().unwrap_or_else(PoisonError::into_inner);
    while slots.filled < count {
        slots = batch
            .done
            .wait(slots)
            .unwrap_or_else(PoisonError::into_inner);
    }
    std::mem::take(&mut slots.results)
        .into_iter()
        .map(|result| result.expect("every slot is filled before the wait ends"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::map;

    #[test]
    fn results_come_in_the_order_of_the_items() {
        let items: Vec<u64> = (0..1_000).collect();
        let squares = map(items, |n| n * n, |_, _| u64::MAX);
        assert_eq!(squares, (0..1_000).map(|n| n * n).collect::<Vec<_>>());
    }

    #[test]
    fn a_call_that_panics_gives_its_fallback_and_the_others_their_results() {
        let items: Vec<u32> = (0..64).collect();
        let halves = map(
            items,
            |n| {
                assert!(n % 7 != 3, "no");
                Ok(n / 2)
            },
            |n, _| Err(*n),
        );
        for (n, half) in halves.into_iter().enumerate() {
            let n = n as u32;
            if n % 7 == 3 {
                assert_eq!(half, Err(n));
            } else {
                assert_eq!(half, Ok(n / 2));
            }
        }
    }

    #[test]
    fn lists_from_several_threads_at_once_each_get_their_own_results() {
        let handles: Vec<_> = (0..4u64)
            .map(|t| {
                std::thread::spawn(move || {
                    let items: Vec<u64> = (0..500).map(|n| n + t * 1_000).collect();
                    map(items, |n| n + 1, |_, _| 0)
                })
            })
            .collect();
        for (t, handle) in handles.into_iter().enumerate() {
            let expected: Vec<u64> = (0..500).map(|n| n + t as u64 * 1_000 + 1).collect();
            assert_eq!(handle.join().unwrap(), expected);
        }
    }
}
