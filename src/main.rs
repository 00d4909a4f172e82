// The binary resolves its unwinder and its two libm functions itself, so the dynamic loader opens
// only the C library (Cargo.toml says why). `scripts/release.sh` refuses a binary that links
// libgcc_s or libm again.
extern crate unwinding;

/// glibc's `pow`, which indicatif and tokio call, from the `libm` crate (musl's algorithm, within
/// one unit in the last place).
// Exported under the C name the dependencies link against, which no safe attribute can give.
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn pow(base: f64, exponent: f64) -> f64 {
    libm::pow(base, exponent)
}

/// glibc's `log2f`, which pgp calls.
// Exported under the C name the dependencies link against, which no safe attribute can give.
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn log2f(value: f32) -> f32 {
    libm::log2f(value)
}

/// The root's help and `--version` are answered before the Rust runtime sets itself up: they use
/// none of it, and it cost them 0.05 ms of 1.4 (its stack-overflow handler alone reads
/// /proc/self/maps). glibc runs the executable's `.init_array` functions after its own start-up,
/// with main's arguments. Left out of the binary's own unit-test harness, whose command line it
/// would answer instead of running the tests.
#[cfg(not(test))]
mod before_main {
    use std::ffi::{CStr, OsStr, OsString, c_char, c_int};
    use std::os::unix::ffi::OsStrExt as _;

    // A function in `.init_array` needs a section no safe attribute names, and reads C's argv.
    #[allow(unsafe_code)]
    #[used]
    #[unsafe(link_section = ".init_array")]
    static ANSWER_BEFORE_MAIN: extern "C" fn(c_int, *const *const c_char, *const *const c_char) =
        answer_before_main;

    #[allow(unsafe_code)]
    extern "C" fn answer_before_main(
        argc: c_int,
        argv: *const *const c_char,
        _envp: *const *const c_char,
    ) {
        let count = usize::try_from(argc).unwrap_or(0);
        if argv.is_null() || !standard_streams_open() {
            // The runtime opens /dev/null in place of a closed stream, and main answers then.
            return;
        }
        let args: Vec<OsString> = (0..count)
            .map(|index| {
                // SAFETY: glibc passes main's argc and argv: `argc` pointers to NUL-terminated
                // strings, alive for the whole process.
                let arg = unsafe { CStr::from_ptr(*argv.add(index)) };
                OsStr::from_bytes(arg.to_bytes()).to_os_string()
            })
            .collect();
        // As the runtime does first thing: a closed stdout fails the write with EPIPE, which gives
        // status 141 below, instead of killing the process with a signal.
        // SAFETY: no other thread exists yet, and ignoring a signal installs no handler.
        unsafe { libc::signal(libc::SIGPIPE, libc::SIG_IGN) };
        if let Some(status) = fluxr::cli::answer_shortcut(&args) {
            std::process::exit(i32::from(status));
        }
    }

    /// Whether stdin, stdout and stderr are all open descriptors.
    #[allow(unsafe_code)]
    fn standard_streams_open() -> bool {
        // SAFETY: F_GETFD only reads the descriptor's flags.
        (0..3).all(|fd| unsafe { libc::fcntl(fd, libc::F_GETFD) } != -1)
    }
}

fn main() -> std::process::ExitCode {
    fluxr::cli::main()
}
