// A release build on Windows is a windowed app, so opening it shows no console window beside the
// game; started from a terminal, it still writes to that terminal (attach_parent_console).
#![cfg_attr(all(windows, not(debug_assertions)), windows_subsystem = "windows")]

#[cfg(not(target_arch = "wasm32"))]
use clap::Parser;
#[cfg(not(target_arch = "wasm32"))]
use mehen::cli::{Cli, run};
#[cfg(not(target_arch = "wasm32"))]
use std::io::Write;
#[cfg(not(target_arch = "wasm32"))]
use std::process::ExitCode;

/// In a browser: the game, from the main menu (or straight into the room a shared link names).
#[cfg(target_arch = "wasm32")]
fn main() {
    mehen::systems::run_game(mehen::systems::LaunchOptions::in_the_browser());
}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> ExitCode {
    #[cfg(windows)]
    attach_parent_console();
    let cli = Cli::parse();
    let launch = cli.launch_options();
    match cli.command {
        None => mehen::systems::run_game(launch),
        Some(command) => match run(command) {
            Ok(out) => {
                let mut stdout = std::io::stdout().lock();
                // A closed pipe (`mehen moves ... | head`) is not an error worth a panic.
                let _ = stdout.write_all(out.as_bytes());
                ExitCode::SUCCESS
            }
            Err(f) => {
                eprintln!("mehen: {}", f.message);
                ExitCode::from(f.code)
            }
        },
    }
}

/// A windowed app has no console: when started from a terminal with nothing redirected, write
/// `--help`, `--version` and the commands' output to that terminal.
#[cfg(windows)]
fn attach_parent_console() {
    use windows_sys::Win32::System::Console::{
        ATTACH_PARENT_PROCESS, AttachConsole, GetStdHandle, STD_OUTPUT_HANDLE,
    };
    // SAFETY: two plain Win32 calls without pointers; AttachConsole failing (no terminal) changes
    // nothing, and output that is already redirected to a file or a pipe is left alone.
    unsafe {
        if GetStdHandle(STD_OUTPUT_HANDLE).is_null() {
            AttachConsole(ATTACH_PARENT_PROCESS);
        }
    }
}
