use clap::Parser;
use mehen::cli::{Cli, run};
use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
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
