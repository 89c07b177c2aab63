//! `mehen client`: its arguments checked and handed to the headless client (`crate::online::client`).

use super::Failure;
use crate::online::server::ServerConfig;
use crate::online::server::limits::AddressLimits;
use crate::online::store::StoreAt;
use std::path::PathBuf;

/// `mehen serve`'s caps: the server's and each address's (the defaults suit a public server; a
/// load run from one machine raises them).
#[derive(Debug, Clone, clap::Args)]
pub struct ServeLimits {
    /// Rooms open at once.
    #[arg(long, default_value_t = ServerConfig::default().max_rooms)]
    max_rooms: usize,
    /// Connections open at once, counted from the TCP accept.
    #[arg(long, default_value_t = ServerConfig::default().max_connections)]
    max_connections: usize,
    /// Connections one address may have open at once.
    #[arg(long, default_value_t = AddressLimits::default().connections)]
    per_address_connections: u32,
    /// Rooms one address may create in a minute.
    #[arg(long, default_value_t = AddressLimits::default().rooms_per_minute)]
    per_address_rooms: u32,
    /// Joins and resumes with a wrong room code or seat token one address may make in a minute.
    #[arg(long, default_value_t = AddressLimits::default().failures_per_minute)]
    per_address_failures: u32,
    /// Every connection comes through a proxy that sends the PROXY protocol header first
    /// (HAProxy's `send-proxy-v2`): the per-address limits count each player's own address.
    #[arg(long)]
    proxy_protocol: bool,
    /// With --proxy-protocol: a proxy's address whose PROXY header is believed (repeat it for
    /// several); a connection from anywhere else is closed. Default: this machine (127.0.0.1, ::1).
    #[arg(long = "trusted-proxy", value_name = "IP", requires = "proxy_protocol")]
    trusted_proxies: Vec<std::net::IpAddr>,
    /// Keep every room in a store in this folder, so a server started again on it (after a crash
    /// or an update) takes its unfinished games back; finished games are archived there.
    #[arg(long, conflicts_with = "store")]
    data: Option<PathBuf>,
    /// Keep every room in Redis (redis://HOST:PORT) instead, shared with the other server
    /// processes behind one proxy: a room any of them kept is taken up where its players return.
    #[arg(long, value_name = "URL", value_parser = parse_store)]
    store: Option<String>,
}

/// `--store`: a Redis address.
fn parse_store(text: &str) -> Result<String, String> {
    if text.starts_with("redis://") && text.len() > "redis://".len() {
        Ok(text.to_owned())
    } else {
        Err(format!(
            "'{text}' is not a Redis address: write it as redis://HOST:PORT"
        ))
    }
}

/// `mehen serve`: the referee of online games, until the process ends.
pub(super) fn serve(
    addr: std::net::SocketAddr,
    (records, web): (Option<PathBuf>, Option<PathBuf>),
    threads: usize,
    limits: ServeLimits,
) -> Result<String, Failure> {
    let web = match web {
        Some(dir) if !dir.join("index.html").is_file() => {
            return Err(Failure::new(
                2,
                format!(
                    "--web {}: no index.html there (web/build.sh makes the web build)",
                    dir.display()
                ),
            ));
        }
        Some(dir) => Some(dir),
        None => Some(PathBuf::from("web/dist")).filter(|d| d.join("index.html").is_file()),
    };
    let config = ServerConfig {
        records,
        web,
        store: match (limits.data, limits.store) {
            (Some(dir), _) => Some(StoreAt::Folder(dir)),
            (None, Some(url)) => Some(StoreAt::Redis(url)),
            (None, None) => None,
        },
        proxy_protocol: limits.proxy_protocol,
        trusted_proxies: if limits.trusted_proxies.is_empty() {
            ServerConfig::default().trusted_proxies
        } else {
            limits.trusted_proxies
        },
        max_rooms: limits.max_rooms,
        max_connections: limits.max_connections,
        per_address: AddressLimits {
            connections: limits.per_address_connections,
            rooms_per_minute: limits.per_address_rooms,
            failures_per_minute: limits.per_address_failures,
        },
        ..Default::default()
    };
    crate::online::server::run(addr, config, threads)
        .map(|()| String::new())
        .map_err(|e| Failure::new(1, e.to_string()))
}

/// `mehen client`'s arguments, checked.
pub(super) struct ClientArgs {
    pub addr: String,
    pub create: Option<(String, u8, Option<String>, String)>,
    pub invite_only: bool,
    pub join: Option<String>,
    pub bot: String,
    pub record: Option<PathBuf>,
    pub seed: u64,
    /// How long the seat waits before each move (ms).
    pub think_ms: u64,
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
    let mut plan = crate::online::client::ClientPlan::new(args.addr, args.seed);
    plan.create = create;
    plan.invite_only = args.invite_only;
    plan.join = args.join;
    plan.record = args.record;
    plan.print_code = true;
    plan.timeout = std::time::Duration::from_secs(120);
    plan.level = Some(level);
    plan.think = std::time::Duration::from_millis(args.think_ms);
    let out = crate::online::client::run(plan).map_err(|e| Failure::new(1, e.to_string()))?;
    Ok(format!(
        "game over in room {}: seat {} played {} moves; winners {:#b}; seed {} matches the hash\n",
        out.code, out.seat, out.sent, out.winners, out.seed
    ))
}
