//! `--online-host GAME` / `--online-join CODE`: straight into an online room at launch. The host
//! prints the room's code (for the others to join) and starts once every seat is taken; with
//! `--online-computer` the computer plays this window's seat and the game closes once the online
//! game is over, after printing how it ended (the two-window test reads it). `--online-computer`
//! alone does the same for a game the title screen's Go back returns to.

use super::session::{OnlineSession, server_here};
use crate::online::protocol::{ClientMsg, SeatPlan};
use crate::systems::shared::launch::LaunchOptions;
use crate::systems::shared::state::AppState;
use bevy::prelude::*;
use std::io::Write;

/// What the launch asked and where it stands.
#[derive(Resource, Default)]
pub(crate) struct Launched {
    code_told: bool,
    start_sent: bool,
    /// `--exit-after-turns` reached (the picture is taken, or the game closes).
    turn_reached: bool,
    /// Seconds since the game ended.
    ended_for: Option<f32>,
}

pub(crate) fn open_room(
    opts: Option<Res<LaunchOptions>>,
    mut commands: Commands,
    mut next: ResMut<NextState<AppState>>,
    mut exit: MessageWriter<AppExit>,
    settings: Option<Res<crate::persist::settings::Settings>>,
) {
    let Some(online) = opts.as_ref().and_then(|o| o.online.as_ref()) else {
        return;
    };
    if online.host.is_none() && online.join.is_none() {
        // `--online-computer` alone: for a game gone back to from the title screen.
        return;
    }
    let address = match (&online.server, online.host) {
        (Some(a), _) => a.clone(),
        (None, Some(_)) => match server_here() {
            Ok(addr) => format!("127.0.0.1:{}", addr.port()),
            Err(e) => {
                eprintln!("mehen: cannot start a server here: {e}");
                exit.write(AppExit::from_code(1));
                return;
            }
        },
        (None, None) => {
            eprintln!("mehen: --online-join needs --server HOST:PORT");
            exit.write(AppExit::from_code(2));
            return;
        }
    };
    let first = match (online.host, &online.join) {
        (Some(game), _) => {
            let players = match &opts {
                Some(o) if !game.two_players_only() => o.players,
                _ => 2,
            };
            ClientMsg::Create {
                game: game.name().into(),
                options: String::new(),
                board: "classic".into(),
                teams: String::new(),
                time_limit_minutes: None,
                board_ron: None,
                seats: vec![SeatPlan::Remote; players as usize],
                names: Vec::new(),
                here: Vec::new(),
                invite_only: false,
            }
        }
        (None, Some(code)) => ClientMsg::Join {
            code: code.clone(),
            seat: None,
            watch: false,
            // The name the player goes by online, once they gave one.
            name: settings
                .map(|s| s.online_name.clone())
                .filter(|n| !n.is_empty()),
        },
        (None, None) => return,
    };
    let mut session = OnlineSession::open(&address, first, online.host.is_some());
    session.computer_here = online.computer;
    commands.insert_resource(session);
    commands.init_resource::<Launched>();
    next.set(AppState::Lobby);
}

/// A line for the script that launched the window, on standard output (a closed pipe is no error).
fn tell(line: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

/// Tells the code, starts when every seat is taken, and (with the computer at the seat) closes
/// once the game is over.
pub(crate) fn follow(
    time: Res<Time<Real>>,
    opts: Option<Res<LaunchOptions>>,
    session: Option<Res<OnlineSession>>,
    launched: Option<ResMut<Launched>>,
    clock: Option<ResMut<crate::systems::shared::launch::ShotClock>>,
    mut exit: MessageWriter<AppExit>,
    mut commands: Commands,
) {
    let Some(session) = session else { return };
    let Some(mut launched) = launched else {
        // A game the title screen went back to with `--online-computer`: followed from now on.
        if session.computer_here.is_some() && opts.is_some_and(|o| o.online.is_some()) {
            commands.init_resource::<Launched>();
        }
        return;
    };
    if let (false, Some(code)) = (launched.code_told, &session.code) {
        launched.code_told = true;
        tell(&format!("room {code}"));
    }
    if session.can_start() && !launched.start_sent {
        launched.start_sent = true;
        session.send(ClientMsg::Start);
    }
    if let super::session::Connection::Lost(why) = &session.connection {
        eprintln!("mehen: {why}");
        exit.write(AppExit::from_code(1));
        return;
    }
    let (Some(opts), Some(mut clock)) = (opts, clock) else {
        return;
    };
    let picture = opts.screenshot.is_some();
    // `--screenshot` without `--exit-after-turns`: the lobby's picture, once the room shows.
    if picture && opts.exit_after_turns.is_none() && session.room.is_some() && clock.since.is_none()
    {
        clock.since = Some(0.0);
    }
    let backlog = session.feed.as_ref().map_or(0, |f| f.backlog());
    let turn = session.events.last().map(|e| e.turn);
    if let (Some(n), Some(turn), false) = (opts.exit_after_turns, turn, launched.turn_reached)
        && turn >= n
        && backlog == 0
    {
        launched.turn_reached = true;
        tell(&match &session.problem {
            None => format!("online: turn {turn} reached, in step with the server"),
            Some(p) => format!("online: OUT OF STEP at turn {turn}: {p}"),
        });
        if picture {
            clock.since = Some(0.0);
        } else {
            exit.write(AppExit::Success);
        }
        return;
    }
    let closes = opts.online.as_ref().is_some_and(|o| o.computer.is_some());
    let Some(end) = &session.ending else { return };
    let since = launched.ended_for.get_or_insert(0.0);
    *since += time.delta_secs();
    // A moment for the last move to show (and a picture to be taken).
    if closes && *since >= 3.0 {
        let fair = match &end.fair {
            Ok(()) => "every throw matches the seed".to_string(),
            Err(why) => format!("UNFAIR: {why}"),
        };
        let saved = match &end.saved {
            Ok(p) => p.display().to_string(),
            Err(e) => format!("not saved: {e}"),
        };
        tell(&format!(
            "game over: winners {:#b}; {fair}; record {saved}",
            end.winners
        ));
        exit.write(if end.fair.is_ok() && end.saved.is_ok() {
            AppExit::Success
        } else {
            AppExit::from_code(1)
        });
        launched.ended_for = Some(f32::MIN);
    }
}
