fn main() -> std::process::ExitCode {
    fluxr::cli::main()
}
