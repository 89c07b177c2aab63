//! What the New game form decides for a game of Horton's Mehen (the board, the seats, the rules, the
//! clock, the seed): the menus hand it to the registry, which the Mehen room starts the game from.

use crate::rules::mehen::{Board, Rules};
use crate::systems::shared::seats::SeatSetup;
use bevy::prelude::*;
use std::sync::Arc;

/// Everything the setup screen decides.
#[derive(Resource, Debug, Clone)]
pub struct NewGame {
    pub board: Arc<Board>,
    pub board_tag: String,
    pub seats: Vec<SeatSetup>,
    pub rules: Rules,
    pub time_limit_minutes: Option<u32>,
    pub seed: u64,
    /// The board's text when it is not built in (a save carries it).
    pub board_ron: Option<String>,
    /// An online game: the seats played elsewhere come through here.
    pub remote: Option<crate::systems::shared::remote::RemoteFeed>,
}

impl NewGame {
    pub fn default_for(players: u8, seed: u64) -> NewGame {
        NewGame {
            board: Board::shared_builtin("classic").expect("built-in board"),
            board_tag: "classic".into(),
            seats: SeatSetup::defaults(players),
            rules: Rules::default(),
            time_limit_minutes: None,
            seed,
            board_ron: None,
            remote: None,
        }
    }
}
