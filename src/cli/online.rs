//! `mehen client`: its arguments checked and handed to the headless client (`crate::online::client`).

use super::Failure;
use std::path::PathBuf;

/// `mehen client`'s arguments, checked.
pub(super) struct ClientArgs {
    pub addr: String,
    pub create: Option<(String, u8, Option<String>, String)>,
    pub join: Option<String>,
    pub bot: String,
    pub record: Option<PathBuf>,
    pub seed: u64,
}

pub(super) fn client(args: ClientArgs) -> Result<String, Failure> {
    use crate::online::protocol::SeatPlan;
    let level = match args.bot.as_str() {
        "novice" => crate::ai::Level::Novice,
        "normal" => crate::ai::Level::Normal,
        "expert" => crate::ai::Level::Expert,
        other => {
            return Err(Failure::new(
                2,
                format!("--bot {other}: say novice, normal or expert"),
            ));
        }
    };
    let create = match args.create {
        Some((game, players, seats, options)) => {
            let mut plans = vec![SeatPlan::Remote];
            let others: Vec<String> = match seats {
                Some(list) => list.split(',').map(|s| s.trim().to_string()).collect(),
                None => vec!["remote".into(); players as usize - 1],
            };
            if others.len() + 1 != players as usize {
                return Err(Failure::new(
                    2,
                    format!(
                        "--seats names {} other seats, but --players {players} leaves {}",
                        others.len(),
                        players - 1
                    ),
                ));
            }
            for name in others {
                plans.push(match name.as_str() {
                    "remote" => SeatPlan::Remote,
                    "novice" => SeatPlan::Novice,
                    "normal" => SeatPlan::Normal,
                    "expert" => SeatPlan::Expert,
                    other => {
                        return Err(Failure::new(
                            2,
                            format!("--seats: `{other}` is not remote, novice, normal or expert"),
                        ));
                    }
                });
            }
            Some((game, plans, options))
        }
        None => None,
    };
    if create.is_none() && args.join.is_none() {
        return Err(Failure::new(2, "say --create (with --game) or --join CODE"));
    }
    let plan = crate::online::client::ClientPlan {
        url: args.addr,
        create,
        join: args.join,
        record: args.record,
        seed: args.seed,
        print_code: true,
        timeout: std::time::Duration::from_secs(120),
        on_code: None,
        level: Some(level),
        think: std::time::Duration::ZERO,
    };
    let out = crate::online::client::run(plan).map_err(|e| Failure::new(1, e))?;
    Ok(format!(
        "game over in room {}: seat {} played {} moves; winners {:#b}; seed {} matches the hash\n",
        out.code, out.seat, out.sent, out.winners, out.seed
    ))
}
