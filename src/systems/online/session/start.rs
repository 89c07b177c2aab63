//! The room's game put on this window's table when it starts: its seats as the table names them and
//! its setup, started through the registry like any new game.

use super::{OnlineSession, RoomView};
use crate::rules::GameKind;
use crate::systems::shared::new_game::NewGame;
use crate::systems::shared::registry::{GameRegistry, GameSetup, RaceSetup};
use crate::systems::shared::remote::RemoteFeed;
use crate::systems::shared::seats::{SeatKind, SeatSetup};
use crate::systems::shared::state::AppState;
use bevy::prelude::*;
use std::sync::Arc;

/// The seats of the room as the table names them (a seat without a name gets the usual one).
pub(super) fn seats_of(room: &RoomView) -> Vec<SeatSetup> {
    let mut seats = SeatSetup::defaults(room.seats.len() as u8);
    for (seat, info) in seats.iter_mut().zip(&room.seats) {
        if !info.name.is_empty() {
            seat.name = info.name.clone();
        }
        // Every seat is a person to the table: the ones played elsewhere come from the server.
        seat.kind = SeatKind::Human;
    }
    seats
}

/// The seats as this window's table has them: the computer plays this window's seats when asked.
fn table_seats(session: &OnlineSession, room: &RoomView) -> Vec<SeatSetup> {
    let mut seats = seats_of(room);
    if let Some(level) = session.computer_here {
        for (i, seat) in seats.iter_mut().enumerate() {
            if session.plays(i as u8) {
                seat.kind = SeatKind::Computer(level);
            }
        }
    }
    seats
}

/// The options of a race game by the names its setup takes.
fn race_options(options: &str) -> Vec<&'static str> {
    const NAMES: [&str; 4] = ["plain", "seven", "triple", "three"];
    options
        .split_whitespace()
        .filter_map(|w| NAMES.into_iter().find(|n| *n == w))
        .collect()
}

/// Why the room's game cannot be put on the table here.
#[derive(Debug, thiserror::Error)]
pub enum RoomGameError {
    #[error(transparent)]
    Start(#[from] crate::systems::shared::registry::StartError),
    #[error(transparent)]
    Board(#[from] crate::rules::common::board_error::BoardError),
    #[error("`{0}` is not a built-in board")]
    NoSuchBoard(String),
    #[error(transparent)]
    Options(#[from] crate::rules::common::setup_error::OptionsError),
}

/// Puts the room's game on the table, fed from the server: the screen to show.
pub(super) fn start_match(
    session: &OnlineSession,
    room: &RoomView,
    registry: &GameRegistry,
    commands: &mut Commands,
) -> Result<AppState, RoomGameError> {
    let feed = session.feed.clone();
    let seats = table_seats(session, room);
    if room.game == GameKind::Mehen {
        let game = mehen_setup(room, seats, feed)?;
        let take_backs = false;
        return Ok(registry.start(&GameSetup::Mehen { game, take_backs }, commands)?);
    }
    // A spiral board of the host's own: its squares for the game, its shape for the drawing.
    let spiral = match (&room.board_ron, room.game.on_spiral()) {
        (Some(text), true) => Some(crate::rules::common::spiral::SpiralBoard::from_ron(
            text,
            &room.board,
        )?),
        _ => None,
    };
    match &spiral {
        Some(board) => commands.insert_resource(
            crate::systems::shared::spiral_board::ChosenSpiral(board.clone()),
        ),
        None => commands.remove_resource::<crate::systems::shared::spiral_board::ChosenSpiral>(),
    }
    let setup = RaceSetup {
        kind: room.game,
        seats,
        seed: 0,
        options: race_options(&room.options),
        spiral,
        remote: feed,
    };
    Ok(registry.start(&GameSetup::Race(setup), commands)?)
}

/// Horton's Mehen as the room sets it up: its board (built in, or the host's own), rules and clock.
fn mehen_setup(
    room: &RoomView,
    seats: Vec<SeatSetup>,
    feed: Option<RemoteFeed>,
) -> Result<NewGame, RoomGameError> {
    let board = match &room.board_ron {
        Some(text) => crate::rules::mehen::Board::from_ron(text, &room.board)?,
        None => crate::rules::mehen::Board::builtin(&room.board)
            .ok_or_else(|| RoomGameError::NoSuchBoard(room.board.clone()))?,
    };
    let options = crate::rules::mehen::Options::parse(&room.options)?;
    let teams = match room.teams.trim() {
        "" => None,
        t => Some(crate::rules::mehen::options::Teams::parse(
            t,
            room.seats.len() as u8,
        )?),
    };
    Ok(NewGame {
        board: Arc::new(board),
        board_tag: room.board.clone(),
        seats,
        rules: crate::rules::mehen::Rules::new(options, teams),
        time_limit_minutes: room.time_limit_minutes,
        seed: 0,
        board_ron: room.board_ron.clone(),
        remote: feed,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn race_options_keep_only_their_names() {
        assert_eq!(
            race_options("plain seven  bogus triple"),
            ["plain", "seven", "triple"]
        );
        assert!(race_options("").is_empty());
    }
}
