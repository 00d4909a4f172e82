//! Ending a bootstrap cleanly when it is interrupted (Ctrl-C, SIGTERM, SIGHUP) or runs past its
//! `--timeout`: temporary clones are removed and one `✗` line says why. Destructors do not run
//! when a signal ends the process, so a watcher thread does the cleaning.

use std::time::Duration;

use tokio::signal::unix::{Signal, SignalKind, signal};

use crate::ui::Ui;

/// Git operations that hang get this long past `--timeout` before the watcher ends the run, so
/// that the waits, which know the deadline, report a timeout first.
const GRACE: Duration = Duration::from_secs(5);

async fn next(stream: Option<&mut Signal>) {
    match stream {
        Some(stream) => {
            stream.recv().await;
        }
        None => std::future::pending::<()>().await,
    }
}

/// Keeps the watcher installed; dropping it changes nothing (the process is about to end).
#[derive(Debug)]
pub struct Guard;

/// Starts the watcher thread for a run that may take `timeout`.
pub fn install(ui: &Ui, timeout: Duration) -> Guard {
    let ui = ui.clone();
    let started = std::thread::Builder::new()
        .name("fluxr-interrupt".to_owned())
        .spawn(move || {
            let Ok(runtime) = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
            else {
                return;
            };
            let (message, code) = runtime.block_on(async move {
                let mut terminate = signal(SignalKind::terminate()).ok();
                let mut hangup = signal(SignalKind::hangup()).ok();
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => ("interrupted".to_owned(), 130),
                    () = next(terminate.as_mut()) => ("terminated".to_owned(), 143),
                    () = next(hangup.as_mut()) => ("hung up".to_owned(), 129),
                    () = tokio::time::sleep(timeout + GRACE) => (
                        format!(
                            "timeout waiting for bootstrap to complete after {}",
                            crate::duration::format(timeout)
                        ),
                        1,
                    ),
                }
            });
            crate::git::remove_temporary_clones();
            ui.failure(&message);
            std::process::exit(code);
        });
    let _ = started;
    Guard
}
