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

fn main() -> std::process::ExitCode {
    fluxr::cli::main()
}
